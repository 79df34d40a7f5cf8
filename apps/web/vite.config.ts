import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// The gateway (Fastify + tRPC) serves /trpc; override to point the dev server at another instance.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:3000';

// Keep the browser's Host header: the gateway's CSRF guard compares it with the Origin of mutations.
const proxy = {
  '/trpc': { target: gateway, changeOrigin: false },
  '/healthz': { target: gateway, changeOrigin: false },
};

export default defineConfig({
  // The router plugin reads tsr.config.json (shared with `tsr generate` in the typecheck script) and must
  // run before the React plugin.
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy,
  },
  preview: { proxy },
  build: { outDir: 'dist', sourcemap: true },
});
