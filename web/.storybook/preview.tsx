import type { Preview } from '@storybook/react-vite';
import '../src/i18n';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
};
export default preview;
