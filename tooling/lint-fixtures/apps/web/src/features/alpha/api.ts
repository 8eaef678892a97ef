// Planted: API paths built by hand, API URLs written out, and a fetch beside lib/api.ts.
declare const api: { get(path: string, init?: { params: { path: { id: string } } }): Promise<unknown> };
export const order = (id: string) => api.get(`/order/${id}`);
export const orders = (query: string) => api.get('/orders' + query);
export const stream = (type: string) => new EventSource(`/api/${type}/notifications/stream`);
export const raw = () => fetch('/api/member/orders');
// Not a violation: a documented path with its parameters, and the API's documentation page.
export const typed = (id: string) => api.get('/order/{id}', { params: { path: { id } } });
export const docs = '/api/docs';
