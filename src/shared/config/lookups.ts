/**
 * Industry and job-role lookups (spec 1, section 3), word for word. The ids are the values of
 * User.segment (industry) and User.segmentPosition (job role); 0 means none.
 */
export interface Lookup {
  id: number;
  label: string;
}

export const industries: Lookup[] = [
  { id: 0, label: 'none' },
  { id: 1, label: 'Research academia' },
  { id: 2, label: 'Research industry' },
  { id: 3, label: 'Diagnostics' },
  { id: 4, label: 'Quality control' },
  { id: 5, label: 'Disinfection control' },
  { id: 6, label: 'Food industry' },
  { id: 7, label: 'Beverage industry' },
  { id: 8, label: 'Biotechnology' },
  { id: 9, label: 'Fresh water applications' },
  { id: 10, label: 'Waste water applications' },
  { id: 11, label: 'Environmental monitoring' },
  { id: 12, label: 'Agriculture' },
  { id: 13, label: 'Other' },
];

export const jobRoles: Lookup[] = [
  { id: 0, label: 'none' },
  { id: 1, label: 'Private Use' },
  { id: 2, label: 'Intern/Temp' },
  { id: 3, label: 'Student' },
  { id: 4, label: 'PhD candidate' },
  { id: 5, label: 'Postdoc' },
  { id: 6, label: 'Technical staff' },
  { id: 7, label: 'Group leader' },
  { id: 8, label: 'Professor' },
  { id: 9, label: 'Director/CEO' },
  { id: 10, label: 'Other' },
];

const labelOf = (list: Lookup[], id: number | null | undefined) =>
  list.find((item) => item.id === id)?.label ?? '';

export const industryLabel = (id: number | null | undefined) => labelOf(industries, id);
export const jobRoleLabel = (id: number | null | undefined) => labelOf(jobRoles, id);

/** Options for an antd Select. */
export const toOptions = (list: Lookup[]) =>
  list.map((item) => ({ value: item.id, label: item.label }));
