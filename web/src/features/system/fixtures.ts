import type { Department, MenuNode, Permission, Role, StaffMember } from '../../api/generated/model';

export const departments: Department[] = [
  {
    id: 1, parentId: 0, parentName: '', name: '总部', order: 10, staffCount: 1, createTime: '2026-11-01T09:00:00Z',
    children: [
      { id: 2, parentId: 1, parentName: '总部', name: '运营部', order: 10, staffCount: 2, createTime: '2026-11-01T09:00:00Z' },
      { id: 3, parentId: 1, parentName: '总部', name: '客服部', order: 20, staffCount: 0, createTime: '2026-11-01T09:00:00Z' },
    ],
  },
];

export const roles: Role[] = [
  { id: 1, role: 'Admin', btnRolesCheckedList: ['read:system', 'write:system', 'delete:system'], staffCount: 1, createTime: '2026-11-01T09:00:00Z' },
  { id: 2, role: 'Editor', btnRolesCheckedList: ['read:system', 'write:system'], staffCount: 2, createTime: '2026-11-01T09:00:00Z' },
];

export const staff: StaffMember[] = [
  { id: 11, username: 'admin', email: 'admin@shop.example', mobile: '13816882001', avatar: '', roles: ['Admin'], departmentId: 1, departmentName: '总部', status: 'enabled', createTime: '2026-11-01T09:00:00Z' },
  { id: 12, username: 'wang.fang', email: 'wang.fang@shop.example', mobile: '', avatar: '', roles: ['Editor'], departmentId: 2, departmentName: '运营部', status: 'disabled', createTime: '2026-11-02T09:00:00Z' },
];

export const permissions: Permission[] = [
  { code: 'delete:system', label: 'delete system settings', group: 'system' },
  { code: 'read:system', label: 'view system settings', group: 'system' },
  { code: 'system:staff:write', label: 'manage staff accounts', group: 'system' },
  { code: 'shop:user:read', label: 'view shop users', group: 'shop' },
];

export const menus: MenuNode[] = [
  {
    id: 30, parentId: 0, path: '/setting', name: 'Setting', component: 'Layout', redirect: '/setting/personalCenter', order: 80,
    meta: { title: 'setting', icon: 'user-settings-line' },
    children: [
      { id: 31, parentId: 30, path: 'userManagement', name: 'UserManagement', component: 'setting/userManagement', redirect: '', order: 10, meta: { title: 'user management', permissions: ['read:system'] } },
    ],
  },
];
