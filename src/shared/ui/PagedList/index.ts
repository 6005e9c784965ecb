export { PagedList, type ListPage, type PagedListProps } from './PagedList';
export { usePaging, type Paging } from './usePaging';
