import { MainMenu } from './MainMenu';

/** The horizontal layout's menu: a bar below the navbar, as wide as the content. */
export function HorizontalMenuBar() {
  return (
    <div className="app-menubar">
      <div className="app-frame">
        <MainMenu mode="horizontal" style={{ background: 'transparent' }} />
      </div>
    </div>
  );
}
