/**
 * Saving the package dialog: a new package holds 100 strips (its start amount) of the chosen
 * parameter; an edit changes the lot number and the strips left. Server violations go onto the
 * form's fields; any other failure shows as one error notification.
 */
import type { FormInstance } from 'antd';
import {
  useCreateTestStripPackageMutation,
  useUpdateTestStripPackageMutation,
  type Schemas,
} from '@/api';
import { describeApiError } from '@/api/errors';
import { notify } from '@/shared/ui/notify';
import { splitViolations } from '../utils/apiViolations';
import { DEFAULT_PACKAGE_SIZE, lotOrNull } from '../utils/packageRules';

type Package = Schemas['TestStripPackage'];
type Parameter = Schemas['ParameterListItem'];

export interface PackageFormValues {
  parameterId?: number;
  batchNumber: string;
  amountOfTestStripsLeft: number | null;
}

const FIELDS = ['parameterId', 'batchNumber', 'amountOfTestStripsLeft'] as const;

export function usePackageSave(
  form: FormInstance<PackageFormValues>,
  pkg: Package | null | undefined,
  parameters: readonly Parameter[],
  onSaved: () => void,
) {
  const [create, created] = useCreateTestStripPackageMutation();
  const [update, updated] = useUpdateTestStripPackageMutation();

  const save = async (values: PackageFormValues) => {
    const batchNumber = lotOrNull(values.batchNumber);
    const amountOfTestStripsLeft = values.amountOfTestStripsLeft as number;
    try {
      if (pkg) {
        await update({
          id: pkg.id,
          testStripPackageUpdate: { batchNumber, amountOfTestStripsLeft },
        }).unwrap();
      } else {
        const parameter = parameters.find((p) => p.id === values.parameterId);
        await create({
          testStripPackageCreate: {
            parameterId: values.parameterId as number,
            citationForm: parameter?.citationFormula,
            batchNumber,
            startAmount: DEFAULT_PACKAGE_SIZE,
            amountOfTestStripsLeft,
          },
        }).unwrap();
      }
      onSaved();
    } catch (error) {
      const { onFields, other } = splitViolations(error, FIELDS);
      form.setFields(onFields);
      if (onFields.length === 0 || other.length > 0) {
        notify.destroyAll();
        notify.error(other[0]?.message ?? describeApiError(error).message);
      }
    }
  };

  return { save, saving: created.isLoading || updated.isLoading };
}
