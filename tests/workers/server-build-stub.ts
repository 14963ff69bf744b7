// Stand-in for React Router's virtual server build, which only exists in a Vite build.
export const routes = {};
export const entry = { module: {} };
// The shared page cache is kept per client build (worker/http/edge-cache.ts).
export const assets = { version: "workers-test" };
export default {};
