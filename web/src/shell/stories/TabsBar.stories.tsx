import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabsBar } from '../tabs/TabsBar';
import { useTabs } from '../tabs/store';
import type { VisitedTab } from '../tabs/tabsLogic';
import { TABS_BAR_STYLES } from '../settings/theme';
import { StoryFrame } from './StoryFrame';

const tab = (path: string, title: string, icon: string, noClosable = false): VisitedTab => ({
  path,
  fullPath: path,
  query: {},
  params: {},
  name: title,
  matched: [title],
  meta: { title, icon, noClosable },
});

function Demo(props: Parameters<typeof TabsBar>[0]) {
  useEffect(() => {
    useTabs.setState({
      visited: [
        tab('/index', 'home', 'home-2-line', true),
        tab('/order/list', 'orderList', 'list-unordered'),
        tab('/cash/withdraw', 'withdrawalRecords', 'hand-coin-line'),
        tab('/set/shopcash', 'addressManagement', 'map-pin-line'),
      ],
    });
  }, []);
  return <TabsBar {...props} />;
}

const meta: Meta<typeof Demo> = {
  title: 'Shell/Tabs bar',
  component: Demo,
  decorators: [(Story) => <StoryFrame>{<Story />}</StoryFrame>],
  argTypes: { barStyle: { control: 'select', options: TABS_BAR_STYLES } },
  args: { barStyle: 'smooth', showIcon: true, activePath: '/order/list' },
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Smooth: Story = {};
export const Card: Story = { args: { barStyle: 'card' } };
export const Smart: Story = { args: { barStyle: 'smart', showIcon: false } };
