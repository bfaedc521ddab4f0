import type { PageRegistry } from '../../app/pages';

/** The system-administration pages by component key (the contract's ComponentKey enum). */
export const pages = {
  'setting/personalCenter': () => import('./PersonalCenterPage'),
  'setting/userManagement': () => import('./StaffPage'),
  'setting/roleManagement': () => import('./RolesPage'),
  'setting/departmentManagement': () => import('./DepartmentsPage'),
  'setting/menuManagement': () => import('./MenusPage'),
  'setting/systemLog': () => import('./SystemLogPage'),
} satisfies PageRegistry;
