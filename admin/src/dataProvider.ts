// The console's one data provider, over the API's Payload-style REST
// convention (see README in this folder for the wire format).
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';

import { apiRequest, type QueryValue } from './http';

/**
 * Where a react-admin resource lives in the API. Most resources are
 * `/api/{resource}`; some are scoped, e.g. pupils → `users/me/school/pupils`.
 */
export interface ResourceConfig {
  /** Path below `/api`, without leading slash. Defaults to the resource name. */
  path?: string;
}

export type ResourceMap = Record<string, ResourceConfig>;

/** Payload's paginated list answer. */
export interface PaginatedDocs<T = RaRecord> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

// Filters: `q` is the API's free-text search; `field@operator` picks a Payload
// operator (`name@like`, `created_at@greater_than`); arrays mean `in`;
// anything else is `equals`. Empty strings are dropped (a cleared filter input).
const SEARCH_FILTER = 'q';
const OPERATOR_SEPARATOR = '@';

type Where = Record<string, Record<string, QueryValue>>;

export const filterToQuery = (filter: Record<string, unknown> = {}): Record<string, QueryValue> => {
  const where: Where = {};
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === SEARCH_FILTER) {
      query.q = String(value);
      continue;
    }
    const [field, explicitOperator] = key.split(OPERATOR_SEPARATOR);
    const operator = explicitOperator || (Array.isArray(value) ? 'in' : 'equals');
    where[field] = { ...where[field], [operator]: value as QueryValue };
  }
  if (Object.keys(where).length > 0) query.where = where;
  return query;
};

const unwrapDoc = <T>(json: unknown): T => {
  if (json && typeof json === 'object' && 'doc' in json && (json as { doc: unknown }).doc && typeof (json as { doc: unknown }).doc === 'object') {
    return (json as { doc: T }).doc;
  }
  return json as T;
};

const toListResult = <T extends RaRecord>(json: unknown): GetListResult<T> => {
  // Some custom endpoints may answer a bare array; treat it as one full page.
  if (Array.isArray(json)) return { data: json as T[], total: json.length };
  const page = (json ?? {}) as Partial<PaginatedDocs<T>>;
  const data = Array.isArray(page.docs) ? page.docs : [];
  if (typeof page.totalDocs === 'number') return { data, total: page.totalDocs };
  return { data, pageInfo: { hasNextPage: Boolean(page.hasNextPage), hasPreviousPage: Boolean(page.hasPrevPage) } };
};

export interface DataProviderOptions {
  resources?: ResourceMap;
}

export const createDataProvider = ({ resources = {} }: DataProviderOptions = {}): DataProvider => {
  const pathOf = (resource: string): string => (resources[resource]?.path ?? resource).replace(/^\/+|\/+$/g, '');

  const list = async (
    resource: string,
    params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown>; signal?: AbortSignal },
    extraWhere: Where = {},
  ): Promise<unknown> => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query = filterToQuery(params.filter);
    const where = { ...((query.where as Where | undefined) ?? {}), ...extraWhere };
    const sort = params.sort?.field ? `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}` : undefined;
    const { json } = await apiRequest(pathOf(resource), {
      query: { ...query, page, limit: perPage, sort, where: Object.keys(where).length > 0 ? where : undefined },
      signal: params.signal,
    });
    return json;
  };

  const recordPath = (resource: string, id: Identifier) => `${pathOf(resource)}/${encodeURIComponent(String(id))}`;

  const update = async <R extends RaRecord>(resource: string, id: Identifier, data: unknown): Promise<R> => {
    const { json } = await apiRequest(recordPath(resource, id), { method: 'PATCH', body: data });
    return unwrapDoc<R>(json);
  };

  const remove = async <R extends RaRecord>(resource: string, id: Identifier, previousData?: R): Promise<R> => {
    const { json } = await apiRequest(recordPath(resource, id), { method: 'DELETE' });
    const doc = unwrapDoc<R | null>(json);
    // A 204 or a body without the record: react-admin still needs one back.
    return doc && typeof doc === 'object' && 'id' in doc ? doc : (previousData ?? ({ id } as R));
  };

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => toListResult<R>(await list(resource, params)),

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
      const { json } = await apiRequest(recordPath(resource, params.id), { signal: params.signal });
      return { data: unwrapDoc<R>(json) };
    },

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      if (params.ids.length === 0) return { data: [] };
      const json = await list(resource, { pagination: { page: 1, perPage: params.ids.length }, signal: params.signal }, { id: { in: params.ids.map(String) } });
      return { data: toListResult<R>(json).data };
    },

    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      toListResult<R>(await list(resource, params, { [params.target]: { equals: params.id as QueryValue } })),

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const { json } = await apiRequest(pathOf(resource), { method: 'POST', body: params.data });
      return { data: unwrapDoc<R>(json) };
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => ({ data: await update<R>(resource, params.id, params.data) }),

    // One request per record: scoped endpoints need not support Payload's bulk `where` form.
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const updated = await Promise.all(params.ids.map(id => update(resource, id, params.data)));
      return { data: updated.map(record => record.id) };
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({ data: await remove<R>(resource, params.id, params.previousData) }),

    deleteMany: async (resource: string, params: DeleteManyParams) => {
      const removed = await Promise.all(params.ids.map(id => remove(resource, id)));
      return { data: removed.map(record => record.id) };
    },
  };
};

/**
 * Resources whose API path is not simply their name. Empty until the first
 * resources exist; e.g. `pupils: { path: 'users/me/school/pupils' }`.
 */
export const resourceMap: ResourceMap = {};

export const dataProvider = createDataProvider({ resources: resourceMap });
