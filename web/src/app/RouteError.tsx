import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, Flex } from 'antd';

/**
 * Shown when a route fails to render or its code fails to load (spec §8 'Loading chunk failed',
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
      <h2>Loading chunk failed</h2>
      <p>{detail}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Flex>
  );
}
