import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The dashboard chunk carries recharts; it loads only inside the portals.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @rds/contract is declarations only (constants, schemas, types). Without this its schema
        // module counts as side-effectful and pulls zod into every chunk that reads one constant.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/uploads': { target: api, changeOrigin: true },
    },
  },
});
