import { CitationText } from '@/shared/ui/CitationText';
import type { TestStripPackage } from '@/api';

type Package = TestStripPackage;

/** The package's parameter: displayed name (or name) with its citation when that differs. */
export function PackageName({
  pkg,
}: {
  pkg: Pick<Package, 'displayed_name' | 'name' | 'citation_form'>;
}) {
  const name = pkg.displayed_name || pkg.name;
  return (
    <>
      {name}
      {pkg.citation_form && pkg.citation_form !== name && (
        <>
          {' '}
          (<CitationText text={pkg.citation_form} />)
        </>
      )}
    </>
  );
}
