/**
 * The SMS with an upload link (SPEC §2: ID upload or selfie video "by QR code or SMS link"), in the
 * language the request asked in. The link (and its token) appears only here, in the message itself.
 */
import type { UploadKind } from '@storefront/wire';
import type { Language } from '../localise';

type Text = (kind: UploadKind, url: string, minutes: number) => string;

export const UPLOAD_LINK_TEXTS: Record<Language, Text> = {
  en: (kind, url, minutes) =>
    `${kind === 'id' ? 'Photograph your ID' : 'Record your selfie video'} on your phone to identify yourself for your order (link valid for ${minutes} minutes, once):\n${url}`,
  de: (kind, url, minutes) =>
    `${kind === 'id' ? 'Fotografieren Sie Ihren Ausweis' : 'Nehmen Sie Ihr Selfie-Video auf'} am Smartphone, um sich für Ihre Bestellung auszuweisen (Link einmal, ${minutes} Minuten gültig):\n${url}`,
  fr: (kind, url, minutes) =>
    `${kind === 'id' ? "Photographiez votre pièce d'identité" : 'Enregistrez votre vidéo selfie'} sur votre smartphone pour vous identifier pour votre commande (lien valable ${minutes} minutes, une fois) :\n${url}`,
  it: (kind, url, minutes) =>
    `${kind === 'id' ? 'Fotografa il tuo documento' : 'Registra il tuo video selfie'} sullo smartphone per identificarti per il tuo ordine (link valido ${minutes} minuti, una volta):\n${url}`,
};
