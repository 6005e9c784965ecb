import { policyApi as api } from '../../policies/helpAdmin';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFaqCategories: build.query<ListFaqCategoriesApiResponse, ListFaqCategoriesApiArg>({
      query: (queryArg) => ({
        url: `/faq_categories`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
        },
      }),
    }),
    createFaqCategory: build.mutation<CreateFaqCategoryApiResponse, CreateFaqCategoryApiArg>({
      query: (queryArg) => ({
        url: `/faq_categories`,
        method: 'POST',
        body: queryArg.faqCategoryWrite,
      }),
    }),
    getFaqCategory: build.query<GetFaqCategoryApiResponse, GetFaqCategoryApiArg>({
      query: (queryArg) => ({ url: `/faq_categories/${queryArg.id}` }),
    }),
    createFaqItem: build.mutation<CreateFaqItemApiResponse, CreateFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq_items`, method: 'POST', body: queryArg.faqItemWrite }),
    }),
    getFaqItem: build.query<GetFaqItemApiResponse, GetFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq_items/${queryArg.id}` }),
    }),
    deleteFaqCategory: build.mutation<DeleteFaqCategoryApiResponse, DeleteFaqCategoryApiArg>({
      query: (queryArg) => ({ url: `/faq/category/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateFaqCategory: build.mutation<UpdateFaqCategoryApiResponse, UpdateFaqCategoryApiArg>({
      query: (queryArg) => ({
        url: `/faq/category/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.faqCategoryWrite,
      }),
    }),
    deleteFaqItem: build.mutation<DeleteFaqItemApiResponse, DeleteFaqItemApiArg>({
      query: (queryArg) => ({ url: `/faq/faqitem/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateFaqItem: build.mutation<UpdateFaqItemApiResponse, UpdateFaqItemApiArg>({
      query: (queryArg) => ({
        url: `/faq/faqitem/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.faqItemWrite,
      }),
    }),
    listHowToItems: build.query<ListHowToItemsApiResponse, ListHowToItemsApiArg>({
      query: (queryArg) => ({
        url: `/how_to_items`,
        params: {
          page: queryArg.page,
          itemsPerPage: queryArg.itemsPerPage,
          pagination: queryArg.pagination,
        },
      }),
    }),
    createHowToItem: build.mutation<CreateHowToItemApiResponse, CreateHowToItemApiArg>({
      query: (queryArg) => ({
        url: `/how_to_items`,
        method: 'POST',
        body: queryArg.howToItemWrite,
      }),
    }),
    getHowToItem: build.query<GetHowToItemApiResponse, GetHowToItemApiArg>({
      query: (queryArg) => ({ url: `/how_to_items/${queryArg.id}` }),
    }),
    deleteHowToItem: build.mutation<DeleteHowToItemApiResponse, DeleteHowToItemApiArg>({
      query: (queryArg) => ({ url: `/howto/howtoitem/${queryArg.id}`, method: 'DELETE' }),
    }),
    updateHowToItem: build.mutation<UpdateHowToItemApiResponse, UpdateHowToItemApiArg>({
      query: (queryArg) => ({
        url: `/howto/howtoitem/${queryArg.id}/update`,
        method: 'PUT',
        body: queryArg.howToItemWrite,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as helpAdminApi };
export type ListFaqCategoriesApiResponse =
  /** status 200 A page of FAQ categories (visible and hidden). */ FaqCategoryCollection;
export type ListFaqCategoriesApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
};
export type CreateFaqCategoryApiResponse = /** status 201 The created FAQ category. */ FaqCategory;
export type CreateFaqCategoryApiArg = {
  faqCategoryWrite: FaqCategoryWrite;
};
export type GetFaqCategoryApiResponse =
  /** status 200 The FAQ category with its items. */ FaqCategory;
export type GetFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
};
export type CreateFaqItemApiResponse = /** status 201 The created FAQ item. */ FaqItem;
export type CreateFaqItemApiArg = {
  faqItemWrite: FaqItemWrite;
};
export type GetFaqItemApiResponse = /** status 200 The FAQ item. */ FaqItem;
export type GetFaqItemApiArg = {
  /** Resource id. */
  id: number;
};
export type DeleteFaqCategoryApiResponse = unknown;
export type DeleteFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateFaqCategoryApiResponse = /** status 200 The updated FAQ category. */ FaqCategory;
export type UpdateFaqCategoryApiArg = {
  /** Resource id. */
  id: number;
  faqCategoryWrite: FaqCategoryWrite;
};
export type DeleteFaqItemApiResponse = unknown;
export type DeleteFaqItemApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateFaqItemApiResponse = /** status 200 The updated FAQ item. */ FaqItem;
export type UpdateFaqItemApiArg = {
  /** Resource id. */
  id: number;
  faqItemWrite: FaqItemWrite;
};
export type ListHowToItemsApiResponse =
  /** status 200 A page of how-to items (visible and hidden). */ HowToItemCollection;
export type ListHowToItemsApiArg = {
  /** Page number (1-based). */
  page?: number;
  /** Page size. */
  itemsPerPage?: number;
  /** When false, all matching items are returned in one page. */
  pagination?: boolean;
};
export type CreateHowToItemApiResponse = /** status 201 The created how-to item. */ HowToItem;
export type CreateHowToItemApiArg = {
  howToItemWrite: HowToItemWrite;
};
export type GetHowToItemApiResponse = /** status 200 The how-to item. */ HowToItem;
export type GetHowToItemApiArg = {
  /** Resource id. */
  id: number;
};
export type DeleteHowToItemApiResponse = unknown;
export type DeleteHowToItemApiArg = {
  /** Resource id. */
  id: number;
};
export type UpdateHowToItemApiResponse = /** status 200 The updated how-to item. */ HowToItem;
export type UpdateHowToItemApiArg = {
  /** Resource id. */
  id: number;
  howToItemWrite: HowToItemWrite;
};
export type FaqItem = {
  id: number;
  question: string;
  /** Rich text (HTML). */
  answer: string;
  /** Id of the owning FAQ category. */
  faqCategory: number;
  visible: boolean;
  position: number;
};
export type FaqCategory = {
  id: number;
  name: string;
  visible: boolean;
  position: number;
  faqItems: FaqItem[];
};
export type FaqCategoryCollection = {
  'hydra:member': FaqCategory[];
  'hydra:totalItems': number;
};
export type Violation = {
  /** Field the violation refers to (empty for the whole object). */
  propertyPath: string;
  message: string;
};
export type ValidationError = {
  'hydra:title'?: string;
  'hydra:description'?: string;
  message?: string;
  violations: Violation[];
};
export type ErrorMessage = {
  message: string;
  code?: number;
};
export type FaqCategoryWrite = {
  /** Category name (25 characters recommended, not enforced). */
  categoryName: string;
  visible?: boolean;
};
export type FaqItemWrite = {
  /** About 100 characters recommended, not enforced. */
  question: string;
  /** Rich text (HTML); about 300 characters recommended, not enforced. Pictures as in a how-to description: embedded PNG or JPEG, or on the app's own server; others are dropped. */
  answer: string;
  /** Id of an existing FAQ category. */
  faqCategory: number;
  visible: boolean;
};
export type HowToItem = {
  id: number;
  title: string;
  /** Rich text (HTML, images allowed; text between double underscores is shown as superscript). */
  description: string;
  image?: string | null;
  visible: boolean;
  position: number;
};
export type HowToItemCollection = {
  'hydra:member': HowToItem[];
  'hydra:totalItems': number;
};
export type HowToItemWrite = {
  /** 100 characters recommended, not enforced. */
  title: string;
  /** Rich text (HTML); must contain text. Pictures in it are kept only when embedded (a PNG or JPEG data URL within the limits of `image`) or on the app's own server (a path such as `/samples/picture.svg`); others are dropped. */
  description: string;
  /** Base64 PNG or JPEG (the type is read from its content) of at most 1200 x 1200 px and 2 MB, stored as its data URL; null or an empty text removes it. Any other answers 400 on `image` ('There was a problem reading the selected file.'). */
  image?: string | null;
  visible: boolean;
};
export const {
  useListFaqCategoriesQuery,
  useLazyListFaqCategoriesQuery,
  useCreateFaqCategoryMutation,
  useGetFaqCategoryQuery,
  useLazyGetFaqCategoryQuery,
  useCreateFaqItemMutation,
  useGetFaqItemQuery,
  useLazyGetFaqItemQuery,
  useDeleteFaqCategoryMutation,
  useUpdateFaqCategoryMutation,
  useDeleteFaqItemMutation,
  useUpdateFaqItemMutation,
  useListHowToItemsQuery,
  useLazyListHowToItemsQuery,
  useCreateHowToItemMutation,
  useGetHowToItemQuery,
  useLazyGetHowToItemQuery,
  useDeleteHowToItemMutation,
  useUpdateHowToItemMutation,
} = injectedRtkApi;
