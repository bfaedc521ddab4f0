/** Texts of the after-sale service and guarantee screens (namespace `guarantees`). */
const zh = {
  service: { title: '售后服务', add: '新增服务', addTitle: '新增售后服务', editTitle: '编辑售后服务', deleteConfirm: '删除售后服务 {{title}}？' },
  guarantee: { title: '售后保障', add: '新增保障', addTitle: '新增售后保障', editTitle: '编辑售后保障', deleteConfirm: '删除售后保障 {{title}}？' },
  itemTitle: '标题',
  content: '内容',
  sort: '排序',
  sortHint: '数字越小越靠前',
  updatedAt: '更新时间',
  required: '请填写{{field}}',
};

const en: typeof zh = {
  service: { title: 'After-sale services', add: 'New service', addTitle: 'New after-sale service', editTitle: 'Edit after-sale service', deleteConfirm: 'Delete after-sale service {{title}}?' },
  guarantee: { title: 'After-sale guarantees', add: 'New guarantee', addTitle: 'New after-sale guarantee', editTitle: 'Edit after-sale guarantee', deleteConfirm: 'Delete after-sale guarantee {{title}}?' },
  itemTitle: 'Title',
  content: 'Content',
  sort: 'Sort',
  sortHint: 'Smaller first',
  updatedAt: 'Updated',
  required: '{{field}} is required',
};

export const messages = { zh, en };
