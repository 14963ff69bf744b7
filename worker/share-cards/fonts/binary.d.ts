// A `.bin` file imports as its bytes (a Data module in workerd, the Vite plugin and the Workers tests).
declare module "*.bin" {
  const bytes: ArrayBuffer;
  export default bytes;
}
