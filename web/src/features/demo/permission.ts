/** The contract's x-permissions of the demo writes. */
export const DEMO_WRITE = 'write:system';
