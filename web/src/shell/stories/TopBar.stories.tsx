import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '../topbar/TopBar';
import { useSettings } from '../settings/store';
import { DEFAULT_THEME } from '../settings/theme';
import { StoryFrame, useStoryRoutes } from './StoryFrame';

function Demo({ everything }: { everything: boolean }) {
  useStoryRoutes();
  useEffect(() => {
    useSettings.setState({
      theme: everything
        ? { ...DEFAULT_THEME, showSearch: true, showNotice: true, showLanguage: true, showTheme: true }
        : { ...DEFAULT_THEME },
    });
  }, [everything]);
  return (
    <div className="shell-header" style={{ justifyContent: 'flex-end' }}>
      <TopBar />
    </div>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Shell/Top bar',
  component: Demo,
  decorators: [(Story) => <StoryFrame>{<Story />}</StoryFrame>],
};
export default meta;
type Story = StoryObj<typeof Demo>;

/** Defaults: refresh and full screen only. */
export const Defaults: Story = { args: { everything: false } };
export const EveryTool: Story = { args: { everything: true } };
