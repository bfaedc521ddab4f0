import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Flex } from 'antd';

/** Browsers word a failed dynamic import differently; all mention the module or the fetch. */
const CHUNK_FAILURE = /dynamically imported module|importing a module script|error loading|failed to fetch/i;

/**
 * Shown when a route fails to render or its code fails to load ('Loading chunk failed',
 * typically after a deploy replaced the chunks): reloading fetches the new ones.
 * Plain markup: this ships in the entry chunk, so it stays small.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }} role="alert">
      <h2>{CHUNK_FAILURE.test(detail) ? 'Loading chunk failed' : 'Something went wrong'}</h2>
      <p>{detail}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Flex>
  );
}
