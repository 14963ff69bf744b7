import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Required by the Cloudflare Vite plugin on React Router 7.
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
  },
} satisfies Config;
