import { defineConfig } from 'orval';

// One contract, two outputs: typed react-query hooks for the console and MSW handlers for tests.
// Generated files are committed; `npm run generate` must reproduce them byte for byte.
export default defineConfig({
  shop: {
    input: {
      target: '../openapi/bundled/openapi.yaml',
    },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: false,
      mock: {
        type: 'msw',
        delay: false,
      },
      override: {
        mutator: {
          path: 'src/api/http.ts',
          name: 'customFetch',
        },
        fetch: {
          // The mutator unwraps the {code,msg,data} envelope, so generated types must name
          // the envelope itself rather than orval's {data,status,headers} wrapper.
          includeHttpResponseReturnType: false,
        },
        query: {
          signal: true,
        },
      },
    },
  },
});
