import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeDrawer } from '../settings/ThemeDrawer';
import { useSettings } from '../settings/store';
import { DEFAULT_THEME, type LayoutName } from '../settings/theme';
import { StoryFrame } from './StoryFrame';

function Demo({ layout, showTabs, mobile }: { layout: LayoutName; showTabs: boolean; mobile: boolean }) {
  useEffect(() => {
    useSettings.setState({ drawerOpen: true, device: mobile ? 'mobile' : 'desktop', theme: { ...DEFAULT_THEME, layout, showTabs } });
  }, [layout, showTabs, mobile]);
  return <ThemeDrawer />;
}

const meta: Meta<typeof Demo> = {
  title: 'Shell/Theme drawer',
  component: Demo,
  decorators: [(Story) => <StoryFrame>{<Story />}</StoryFrame>],
  args: { layout: 'column', showTabs: false, mobile: false },
};
export default meta;
type Story = StoryObj<typeof Demo>;

/** Defaults (column layout: column style shown). */
export const Defaults: Story = {};
/** Tabs on: tab icon and style options appear. */
export const WithTabs: Story = { args: { showTabs: true, layout: 'vertical' } };
/** Horizontal: menu background disabled. */
export const Horizontal: Story = { args: { layout: 'horizontal' } };
/** Mobile: the layout is forced to vertical and cannot be chosen. */
export const Mobile: Story = { args: { mobile: true } };
