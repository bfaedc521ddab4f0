import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from 'antd';
import { Frame } from '../Frame';
import { useCurrent } from '../useCurrent';
import { useSettings } from '../settings/store';
import { DEFAULT_THEME, LAYOUTS, THEME_NAMES, type LayoutName, type ThemeName } from '../settings/theme';
import { StoryFrame, useStoryRoutes } from './StoryFrame';

function LayoutDemo({ layout, themeName, showTabs }: { layout: LayoutName; themeName: ThemeName; showTabs: boolean }) {
  useStoryRoutes();
  const theme = { ...DEFAULT_THEME, layout, themeName, showTabs, showNotice: true, showSearch: true, showTheme: true };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the story's arguments are the trigger
  useEffect(() => useSettings.setState({ theme }), [layout, themeName, showTabs]);
  const current = useCurrent();
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <Frame layout={layout} theme={theme} device="desktop" collapse={false} current={current} scroller={scroller}>
      <Card title="Page">The page of the current route renders here.</Card>
    </Frame>
  );
}

const meta: Meta<typeof LayoutDemo> = {
  title: 'Shell/Layouts',
  component: LayoutDemo,
  decorators: [(Story) => <StoryFrame>{<Story />}</StoryFrame>],
  argTypes: {
    layout: { control: 'select', options: LAYOUTS },
    themeName: { control: 'select', options: THEME_NAMES },
  },
  args: { layout: 'column', themeName: 'red-black', showTabs: true },
};
export default meta;
type Story = StoryObj<typeof LayoutDemo>;

export const Column: Story = { args: { layout: 'column' } };
export const Comprehensive: Story = { args: { layout: 'comprehensive', themeName: 'blue-black' } };
export const Vertical: Story = { args: { layout: 'vertical', themeName: 'green-white' } };
export const Horizontal: Story = { args: { layout: 'horizontal', themeName: 'blue-white' } };
export const Common: Story = { args: { layout: 'common', themeName: 'red-white' } };
export const Float: Story = { args: { layout: 'float', themeName: 'ocean' } };
