/**
 * Saving the package dialog: a new package holds 100 strips (its start amount) of the chosen
 * parameter; an edit changes the lot number and the strips left. Server violations go onto the
 * form's fields; any other failure is reported like the central handler does.
 */
import type { FormInstance } from 'antd';
import {
  useCreateTestStripPackageMutation,
  useUpdateTestStripPackageMutation,
  type ParameterListItem,
  type TestStripPackage,
} from '@/api';
import { useFormErrors } from '@/shared/ui/formErrors';
import { lotOrNull } from '@/domain/lotNumbers';
import { DEFAULT_PACKAGE_SIZE } from '@/domain/stripPackages';

type Package = TestStripPackage;
type Parameter = ParameterListItem;

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
  const showErrors = useFormErrors();

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
      showErrors(error, form, FIELDS);
    }
  };

  return { save, saving: created.isLoading || updated.isLoading };
}
