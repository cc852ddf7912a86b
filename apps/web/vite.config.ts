import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API caches everything under /assets/ for a year, which is only safe because names carry a hash.
    assetsDir: 'assets',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // Anchored patterns so a future SPA route such as /developers is not sent to the API.
      '^/api(?:[/?]|$)': { target: API_ORIGIN, ws: true },
      '^/dev(?:[/?]|$)': { target: API_ORIGIN },
    },
  },
  preview: { port: 4173, strictPort: true },
});
