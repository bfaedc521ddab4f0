import { setupServer } from 'msw/node';
import { getSessionMock } from '../api/generated/session/session.msw';
import { getShellMock } from '../api/generated/shell/shell.msw';

/**
 * The orval-generated handlers answer every contract path with random but well-typed data;
 * tests pin the answers they depend on with server.use(...).
 */
export const server = setupServer(...getSessionMock(), ...getShellMock());
