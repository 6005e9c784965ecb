import { API_BASE_PATH } from './baseApi';

/** Where a broadcast notification's picture is served (the server answers 404 when it has none). */
export const broadcastImageUrl = (id: number) => `${API_BASE_PATH}/broadcast-image/${id}`;
