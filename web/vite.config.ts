import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The login page must stay light (at most 160 KB of gzipped JavaScript): it
 * uses no antd, and antd, the layout, every page, pinyin-pro, dayjs and the
 * locales are lazy imports. The contract's modules only declare schemas, so
 * they are marked free of side effects: importing `Code` does not pull in zod.
 * The groups keep shared vendor code in stable, long-cached chunks.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
