// Stand-in for React Router's virtual server build, which only exists in a Vite build.
export const routes = {};
export const entry = { module: {} };
export default {};
