import process from 'node:process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves /v1 (JSON), /static (demo and built assets) and /uploads (user images) on the
// same origin in production; in development vite forwards those to the API process
// (HAOYUE_API_ORIGIN overrides it, e.g. to point at a mock or a staging API).
const API_ORIGIN = process.env.HAOYUE_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/v1': API_ORIGIN,
      '/static': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  preview: {
    proxy: {
      '/v1': API_ORIGIN,
      '/static': API_ORIGIN,
      '/uploads': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Phones on mobile data are the main audience: keep chunks lean and modern.
    target: 'es2022',
    cssCodeSplit: true,
    // dist/.vite/manifest.json: the server links a rendered page's chunk styles and scripts.
    manifest: true,
  },
});
