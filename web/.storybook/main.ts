import type { StorybookConfig } from '@storybook/react-vite';

// Set up by hand (no create-storybook: it would install packages). Stories live next to the
// shell components; `npm run storybook:build` writes storybook-static/ (git-ignored, outside
// dist/ so the Go binary never embeds it).
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The PWA plugin has no business in Storybook.
  viteFinal: async (config) => ({
    ...config,
    plugins: (config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite-plugin-pwa'))),
  }),
};
export default config;
