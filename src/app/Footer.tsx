import { settings } from 'virtual:content';

export function Footer() {
  return (
    <footer className="bg-navy-900 py-10 text-slate-200">
      <div className="mx-auto max-w-6xl px-4">
        <p>{settings.tagline}</p>
      </div>
    </footer>
  );
}
