import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on its own port in development; the browser talks to one origin so the
// session cookie (SameSite=Lax) is sent without any CORS set-up.
const API_ORIGIN = 'http://localhost:3000';
const COMMON_SOURCE = /[\\/]common[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Read the shared rules from source so the frontend never waits for a build of common.
    alias: {
      '@warmwise/common': decodeURIComponent(new URL('../common/src/index.ts', import.meta.url).pathname),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/graphql': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/prerender.mjs, which preloads each written page's own chunks, then removed.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its full default config with `defineConfig` (an identity
        // function without a purity mark): marked pure, the recipes `system.ts` leaves out are
        // dropped. common/ holds only declarations, so what a page does not import stays out.
        manualPureFunctions: ['defineConfig'],
        moduleSideEffects: (id: string) => (COMMON_SOURCE.test(id) ? false : undefined),
      },
      output: {
        // React changes less often than app code: its own chunk stays cached across releases.
        // Apollo Client gets one chunk that only the screens which query load (see lazyPage).
        // Everything the first script imports is one chunk with it: every page loads all of it
        // anyway, and as a dozen small files it cost a phone a round trip each over HTTP/1.1's
        // six connections. Everything else splits by route, so the home page fetches only what it renders.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|rxjs|@wry|optimism)[\\/]/ },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
