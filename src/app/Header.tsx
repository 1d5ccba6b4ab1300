import { Link } from 'react-router-dom';
import { settings } from 'virtual:content';

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 h-[110px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link to="/" className="text-xl font-bold text-navy-900">
          {settings.brand}
        </Link>
        <nav aria-label="Main">
          <ul className="flex gap-6">
            {settings.navigation.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className="font-semibold text-navy-900">
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
