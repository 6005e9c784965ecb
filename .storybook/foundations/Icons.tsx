/** Every icon the app uses, with its name and the files that use it (virtual:app-icons). */
import { appIcons } from 'virtual:app-icons';
import { tokens } from './designTokens';

const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.tsx?$/, '');

export function IconGallery() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 12,
        margin: '16px 0',
      }}
    >
      {appIcons.map(({ name, Icon, usedIn }) => (
        <figure
          key={name}
          style={{ margin: 0, padding: 12, border: '1px solid #d9d9d9', borderRadius: 8 }}
        >
          <Icon style={{ fontSize: 28, color: tokens.colorText }} />
          <figcaption style={{ marginTop: 8 }}>
            <div style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12 }}>
              {name}
            </div>
            <div style={{ fontSize: 12, color: '#595959' }}>
              {usedIn.slice(0, 3).map(fileName).join(', ')}
              {usedIn.length > 3 ? ` and ${usedIn.length - 3} more` : ''}
            </div>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** How many icons the app uses. */
export const iconCount = appIcons.length;
