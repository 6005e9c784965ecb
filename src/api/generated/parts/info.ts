import { policyApi as api } from '../../policies/info';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFaqs: build.query<ListFaqsApiResponse, ListFaqsApiArg>({
      query: () => ({ url: `/faqs` }),
    }),
    listHowTos: build.query<ListHowTosApiResponse, ListHowTosApiArg>({
      query: () => ({ url: `/how_tos` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as infoApi };
export type ListFaqsApiResponse =
  /** status 200 Visible FAQ categories that hold at least one visible item, ordered by position (readers see no empty category). */ FaqCategory[];
export type ListFaqsApiArg = void;
export type ListHowTosApiResponse =
  /** status 200 Visible how-to items ordered by position. */ HowToItem[];
export type ListHowTosApiArg = void;
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
export type ErrorMessage = {
  message: string;
  code?: number;
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
export const {
  useListFaqsQuery,
  useLazyListFaqsQuery,
  useListHowTosQuery,
  useLazyListHowTosQuery,
} = injectedRtkApi;
