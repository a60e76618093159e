import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useApp } from '../../platform/app-context.tsx';
import type { Locale } from '@tenora/domain/market';
import previewEnIN, { type PreviewTexts } from '../../platform/i18n/preview-en-IN.ts';
import previewHiIN from '../../platform/i18n/preview-hi-IN.ts';
import previewIdID from '../../platform/i18n/preview-id-ID.ts';
import { useSearch } from '../../platform/router.tsx';
import { Button } from '../../ui/button.tsx';
import {
  DEVICE_FIELDS,
  PREVIEW_LINKS,
  initialFields,
  previewHref,
  type DeviceField,
  type PreviewLink,
} from './preview-links.ts';
import './preview.css';

/** A developer's page, so its words stay out of the catalogues the borrower's screens load. */
const PREVIEW: Record<Locale, PreviewTexts> = {
  'en-IN': previewEnIN,
  'hi-IN': previewHiIN,
  'id-ID': previewIdID,
};

/** The Contact Picker API (Chrome on Android); other browsers and most webviews lack it. */
interface ContactsManager {
  select(props: ['tel'], options?: { multiple?: boolean }): Promise<{ tel?: string[] }[]>;
}

/**
 * `/testPreview`, the developer preview (decision 058): only in builds that are not production
 * (app/dev-routes.ts), so a borrower can never reach it. It opens screens as a native shell
 * would, with the device and session fields in the address, and tries the phone's features a
 * screen may need: a photo, a contact, the location. The bridge has no action for any of them
 * (docs/native-bridge.md); a webview hands each web request to its shell (file chooser,
 * geolocation permission), so the web way is the one to test (decision 059).
 */
export default function TestPreviewPage() {
  const { locale } = useApp();
  const p = PREVIEW[locale];
  const search = useSearch();
  const [fields, setFields] = useState(() => initialFields(search, navigator.userAgent));
  const idBase = useId();

  // The fields stay in the preview's own address, so Back from a screen finds them again.
  useEffect(() => {
    const query = new URLSearchParams(search);
    for (const name of DEVICE_FIELDS) {
      if (fields[name]) query.set(name, fields[name]);
      else query.delete(name);
    }
    window.history.replaceState(window.history.state, '', `?${query.toString()}`);
  }, [fields, search]);

  const edit = (name: DeviceField) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields((now) => ({ ...now, [name]: event.target.value }));

  return (
    <main className="page document preview-page">
      <header className="page-header">
        <h1>{p.title}</h1>
        <p className="page-intro">{p.intro}</p>
      </header>
      <section className="card form-card" aria-labelledby={`${idBase}-device`}>
        <h2 className="section-title" id={`${idBase}-device`}>
          {p.deviceTitle}
        </h2>
        {DEVICE_FIELDS.map((name) => (
          <div className="field" key={name}>
            <label className="field-label" htmlFor={`${idBase}-${name}`}>
              {p.fields[name]}
            </label>
            <input
              id={`${idBase}-${name}`}
              className="field-input"
              name={name}
              value={fields[name]}
              onChange={edit(name)}
              autoComplete="off"
              spellCheck={false}
              inputMode={name === 'productId' || name === 'orderId' ? 'numeric' : undefined}
              data-testid={`preview-${name}`}
            />
          </div>
        ))}
      </section>
      <nav className="card choices card-links preview-links" aria-labelledby={`${idBase}-links`}>
        <h2 className="section-title" id={`${idBase}-links`}>
          {p.linksTitle}
        </h2>
        {(Object.keys(PREVIEW_LINKS) as PreviewLink[]).map((target) => (
          // A whole page load, as the shell opens a screen: the app takes the session from it.
          <a
            key={target}
            className="choice choice-link"
            href={previewHref(target, fields)}
            data-testid={`preview-link-${target}`}
          >
            {p.links[target]}
          </a>
        ))}
      </nav>
      <section className="card form-card" aria-labelledby={`${idBase}-tools`}>
        <h2 className="section-title" id={`${idBase}-tools`}>
          {p.deviceToolsTitle}
        </h2>
        <PhotoPicker p={p} />
        <ContactField p={p} />
        <LocationButton p={p} />
      </section>
    </main>
  );
}

type Texts = typeof previewEnIN;

function PhotoPicker({ p }: { p: Texts }) {
  const id = useId();
  const [photo, setPhoto] = useState<{ url: string; text: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.url) : undefined), [photo]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      setFailed(false);
      setPhoto({
        url,
        text: p.photoChosen(
          file.name,
          Math.ceil(file.size / 1024),
          image.naturalWidth,
          image.naturalHeight,
        ),
      });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      setPhoto(null);
      setFailed(true);
    };
    image.src = url;
  };

  return (
    <div className="field">
      {/* The label is the button: a file input cannot be styled, and the label opens it. */}
      <label className="btn btn-secondary preview-file" htmlFor={id}>
        {p.photo}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={choose}
        data-testid="preview-photo"
      />
      <p role="status" className="preview-result" data-testid="preview-photo-result">
        {failed ? p.photoUnreadable : (photo?.text ?? '')}
      </p>
      {photo && <img className="preview-photo" src={photo.url} alt={p.photoAlt} />}
    </div>
  );
}

function ContactField({ p }: { p: Texts }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const contacts = (navigator as Navigator & { contacts?: ContactsManager }).contacts;

  const pick = async () => {
    try {
      const [chosen] = (await contacts?.select(['tel'])) ?? [];
      const tel = chosen?.tel?.[0];
      if (tel) setPhone(tel);
      setNote(tel ? '' : p.contactNone);
    } catch {
      setNote(p.contactNone);
    }
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {p.contact}
      </label>
      <input
        id={id}
        className="field-input"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value.replace(/[^\d+ ]/g, ''))}
        data-testid="preview-contact"
      />
      {contacts && (
        <Button variant="secondary" onClick={pick}>
          {p.pickContact}
        </Button>
      )}
      {note && <p className="preview-result">{note}</p>}
    </div>
  );
}

function LocationButton({ p }: { p: Texts }) {
  const [text, setText] = useState('');

  const locate = () =>
    new Promise<void>((resolve) => {
      if (!('geolocation' in navigator)) {
        setText(p.locationUnavailable);
        resolve();
        return;
      }
      setText(p.locating);
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          setText(
            p.located(
              coords.latitude.toFixed(5),
              coords.longitude.toFixed(5),
              Math.round(coords.accuracy),
            ),
          );
          resolve();
        },
        (error) => {
          setText(
            error.code === error.PERMISSION_DENIED ? p.locationDenied : p.locationUnavailable,
          );
          resolve();
        },
        { timeout: 15_000, maximumAge: 60_000 },
      );
    });

  return (
    <div className="field">
      <Button variant="secondary" onClick={locate} data-testid="preview-locate">
        {p.locate}
      </Button>
      <p role="status" className="preview-result" data-testid="preview-location">
        {text}
      </p>
    </div>
  );
}
