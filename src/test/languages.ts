/**
 * What the dashboard says in each of its languages but English (issue #19, decision 011), for the
 * language tests (src/app/languages-*.test.tsx): written out, not read from the catalogues, so
 * that a wrong translation fails them.
 */
export const LANGUAGES = [
  {
    locale: 'fr',
    name: 'Français',
    save: 'Enregistrer la connexion',
    nav: ['Vue d’ensemble', 'Cartes', 'Transactions', 'Dépôts', '3DS', 'Webhooks', 'Réglages'],
    settings: 'Réglages',
    menu: 'Menu de commandes',
    urlError: 'Utilisez /v1/api sur ce site, une URL https://, ou http:// seulement pour localhost',
    wallet: /^200,00\s\$US$/,
  },
  {
    locale: 'ru',
    name: 'Русский',
    save: 'Сохранить подключение',
    nav: ['Обзор', 'Карты', 'Транзакции', 'Депозиты', '3DS', 'Вебхуки', 'Настройки'],
    settings: 'Настройки',
    menu: 'Меню команд',
    urlError: 'Используйте /v1/api на этом сайте, URL https:// или http:// только для localhost',
    wallet: /^200,00\s\$$/,
  },
  {
    locale: 'vi',
    name: 'Tiếng Việt',
    save: 'Lưu kết nối',
    nav: ['Tổng quan', 'Thẻ', 'Giao dịch', 'Nạp tiền', '3DS', 'Webhook', 'Cài đặt'],
    settings: 'Cài đặt',
    menu: 'Menu lệnh',
    urlError: 'Dùng /v1/api trên trang này, một URL https://, hoặc http:// chỉ cho localhost',
    wallet: /^200,00\sUS\$$/,
  },
  {
    locale: 'es',
    name: 'Español',
    save: 'Guardar la conexión',
    nav: ['Resumen', 'Tarjetas', 'Transacciones', 'Depósitos', '3DS', 'Webhooks', 'Ajustes'],
    settings: 'Ajustes',
    menu: 'Menú de comandos',
    urlError: 'Use /v1/api en este sitio, una URL https://, o http:// solo para localhost',
    wallet: /^200,00\sUS\$$/,
  },
] as const;
