import type { Address } from '@mall/sdk';
import { Button, ConfirmDialog } from '@mall/ui';
import { Link } from 'react-router';
import { AddressForm } from './address-form';
import own from './address.module.css';
import type { AddressBook } from './use-address-book';

/** What the address list shows and does: the address book's state and actions (`useAddressBook`). */
export type AddressListBook = Omit<AddressBook, 'addresses'>;

export interface AddressListProps {
  book: AddressListBook;
  addresses: Address[];
  /** In checkout: the address to ship to, chosen with a radio button. */
  choice?: { chosenId: number | undefined; onChoose: (id: number) => void; legend: string };
  /** Called with an address once saved from the open form. */
  onSaved?: (address: Address) => void;
}

/** One address's lines, each wrapping on its own: the street may be 500 characters of any script. */
function AddressText({ book, address }: { book: AddressListBook; address: Address }) {
  const { t } = book;
  return (
    <span className={own.entryText}>
      <strong>
        {address.name}
        {address.is_default && <span className={own.badge}>{t('address.default')}</span>}
      </strong>
      <span>{address.street}</span>
      <span>
        {[address.city, address.state, address.postcode].filter(Boolean).join(', ')}
        {' · '}
        {book.countryName(address.country)}
      </span>
      <span className={own.muted}>
        {address.telephone} · {address.email}
      </span>
    </span>
  );
}

/** The address book: each address with its actions (edit, delete after a confirmation, make default). */
export function AddressList({ book, addresses, choice, onSaved }: AddressListProps) {
  const { t } = book;
  const entries = addresses.map((address) => (
    <li key={address.id} className={own.entry}>
      {choice ? (
        <label className={own.entryChoice}>
          <input
            type="radio"
            name="address"
            checked={address.id === choice.chosenId}
            onChange={() => choice.onChoose(address.id)}
          />
          <AddressText book={book} address={address} />
        </label>
      ) : (
        <AddressText book={book} address={address} />
      )}
      <div className={own.entryActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('address.actions.editNamed', { name: address.name })}
          onClick={() => book.startEditing(address.id)}
        >
          {t('address.actions.edit')}
        </Button>
        {!address.is_default && (
          <Button
            variant="ghost"
            size="sm"
            loading={book.settingDefault === address.id}
            aria-label={t('address.actions.makeDefaultNamed', { name: address.name })}
            onClick={() => book.makeDefault(address.id)}
          >
            {t('address.actions.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('address.actions.deleteNamed', { name: address.name })}
          onClick={() => book.askDelete(address)}
        >
          {t('address.actions.delete')}
        </Button>
        {address.latitude !== null && address.longitude !== null && (
          <Link className={own.link} to={book.mapLink(address)}>
            {t('address.form.viewOnMap')}
          </Link>
        )}
      </div>
      {book.editing === address.id && <EditForm book={book} onSaved={onSaved} />}
    </li>
  ));
  return (
    <>
      {choice ? (
        <fieldset className={own.fieldset}>
          <legend>{choice.legend}</legend>
          <ul className={own.book}>{entries}</ul>
        </fieldset>
      ) : (
        <ul className={own.book}>{entries}</ul>
      )}
      {book.editing === 'new' && <EditForm book={book} onSaved={onSaved} />}
      <ConfirmDialog
        open={book.deleting !== undefined}
        tone="danger"
        title={t('address.delete.title')}
        message={
          book.deleting ? (
            <span className={own.entryText}>
              {t('address.delete.message', { name: book.deleting.name, street: book.deleting.street })}
            </span>
          ) : undefined
        }
        confirmLabel={t('address.delete.confirm')}
        cancelLabel={t('address.delete.cancel')}
        confirming={book.removing}
        onConfirm={() => void book.confirmDelete()}
        onCancel={book.cancelDelete}
      />
    </>
  );
}

/** The open form, for a new address or the one being edited. */
export function EditForm({
  book,
  onSaved,
  cancellable = true,
}: {
  book: AddressListBook;
  onSaved?: (address: Address) => void;
  cancellable?: boolean;
}) {
  return (
    <AddressForm
      t={book.t}
      schema={book.schema}
      initialValues={book.initialValues}
      editing={typeof book.editing === 'number'}
      countries={book.countries}
      states={book.states}
      onCountryChange={book.onCountryChange}
      onSubmit={async (values) => {
        const saved = await book.save(values);
        if (saved) onSaved?.(saved);
      }}
      onCancel={cancellable ? book.stopEditing : undefined}
      onChooseOnMap={book.chooseOnMap}
      mapLink={book.mapLink}
    />
  );
}
