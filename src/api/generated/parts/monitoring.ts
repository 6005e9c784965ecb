import { policyApi as api } from '../../policies/monitoring';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMonitoringData: build.query<GetMonitoringDataApiResponse, GetMonitoringDataApiArg>({
      query: (queryArg) => ({
        url: `/info/webview/get-analysis-json/fromDate/${queryArg.fromDate}/toDate/${queryArg.toDate}/filter/${queryArg.filter}/type/${queryArg['type']}`,
      }),
    }),
    getWorldMap: build.query<GetWorldMapApiResponse, GetWorldMapApiArg>({
      query: () => ({ url: `/static/world-countries.json` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as monitoringApi };
export type GetMonitoringDataApiResponse =
  /** status 200 Monitoring data for the requested statistic. */ MonitoringData;
export type GetMonitoringDataApiArg = {
  /** Start date, DD-MM-YYYY. */
  fromDate: string;
  /** End date, DD-MM-YYYY. */
  toDate: string;
  /** Grouping of the period series. */
  filter: 'Week' | 'Month';
  /** Which statistic to return. */
  type: 'appDownload' | 'activeUser' | 'totalScan';
};
export type GetWorldMapApiResponse =
  /** status 200 TopoJSON topology of world countries. */ WorldMapTopology;
export type GetWorldMapApiArg = void;
export type MonitoringData = {
  type: 'appDownload' | 'activeUser' | 'totalScan';
  filter: 'Week' | 'Month';
  fromDate: string;
  toDate: string;
  countData: {
    lastYear: number;
    last6Months: number;
    last3Months: number;
    lastMonth: number;
    total: number;
    last7Days: number;
    lastDay: number;
  };
  /** Line-chart series, one entry per period (week or month). */
  countArray: {
    /** Period label, ISO week `2026-W45` (filter Week) or month `2026-11` (Month). */
    label: string;
    value: number;
  }[];
  downloadData?: {
    label: string;
    ios: number;
    android: number;
  }[];
  /** Rows by country. */
  tableData?: {
    /** Country name as in the world map's `properties.name` (e.g. `Germany`); field name as sent by the server. */
    county: string;
    ios: number;
    android: number;
    total: number;
    region: 'APAC' | 'EMEA' | 'LATAM' | 'NA';
  }[];
  barGraphData?: {
    label: string;
    scanStart: number;
    scanFinish: number;
  }[];
  parameterscanData?: {
    name: string;
    count: number;
  }[];
  activeUsers?: {
    active: number;
    new: number;
  };
  countryScanData?: {
    /** Country name as in the world map's `properties.name`. */
    country_name: string;
    scanStart: number;
    /** Finished scans (never more than scanStart). */
    scanFinish: number;
    /** All scans of the country (= scanStart). */
    total: number;
    region: 'APAC' | 'EMEA' | 'LATAM' | 'NA';
  }[];
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
export type WorldMapTopology = {
  type: 'Topology';
  bbox?: number[];
  transform?: {
    scale: number[];
    translate: number[];
  };
  /** Named geometry objects (e.g. `countries`). */
  objects: {
    [key: string]: {
      /** e.g. GeometryCollection, Polygon, MultiPolygon. */
      type: string;
      geometries?: {
        type: string;
        id?: string | number;
        /** Arc indexes (nested per polygon and ring). */
        arcs?: (number | any)[];
        properties?: {
          [key: string]: any;
        };
      }[];
    };
  };
  /** Arcs as arrays of positions. */
  arcs: number[][][];
};
export const {
  useGetMonitoringDataQuery,
  useLazyGetMonitoringDataQuery,
  useGetWorldMapQuery,
  useLazyGetWorldMapQuery,
} = injectedRtkApi;
