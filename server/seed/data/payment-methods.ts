/** The ways to pay an invoice; amounts are in USD, converted at exchange_rate for the method's currency. */
export type PaymentMethodSeed = {
  key: string;
  name: string;
  logo: string;
  description_es: string;
  description_en: string;
  currency: string;
  symbol: string;
  exchange_rate: number;
  recharge_percent: number;
  position: number;
};

export const PAYMENT_METHODS: readonly PaymentMethodSeed[] = [
  {
    key: 'zelle',
    name: 'Zelle',
    logo: '/images/payment-methods/zelle.svg',
    description_es: [
      '<p>Envía el monto exacto de tu factura desde la app de tu banco en Estados Unidos.</p>',
      '<ul>',
      '<li><strong>Correo:</strong> pagos@casillero.example</li>',
      '<li><strong>Titular:</strong> Casillero Logistics LLC</li>',
      '</ul>',
      '<p>En el concepto escribe tu <strong>número de casillero</strong> y el número de factura. Adjunta la captura de la confirmación.</p>',
    ].join(''),
    description_en: [
      '<p>Send the exact amount of your invoice from your US bank app.</p>',
      '<ul>',
      '<li><strong>E-mail:</strong> pagos@casillero.example</li>',
      '<li><strong>Account holder:</strong> Casillero Logistics LLC</li>',
      '</ul>',
      '<p>In the memo write your <strong>locker number</strong> and the invoice number. Attach a screenshot of the confirmation.</p>',
    ].join(''),
    currency: 'USD',
    symbol: '$',
    exchange_rate: 1,
    recharge_percent: 0,
    position: 1,
  },
  {
    key: 'bank-transfer',
    name: 'Wire / ACH (USD)',
    logo: '/images/payment-methods/bank-transfer.svg',
    description_es: [
      '<p>Transferencia nacional (ACH) o internacional (wire) en dólares a nuestra cuenta en Miami:</p>',
      '<ul>',
      '<li><strong>Banco:</strong> Bayside Federal Bank, Miami, FL</li>',
      '<li><strong>Titular:</strong> Casillero Logistics LLC</li>',
      '<li><strong>Cuenta corriente:</strong> 4830 2211 0957</li>',
      '<li><strong>Routing (ABA):</strong> 067000123</li>',
      '<li><strong>SWIFT:</strong> BAYFUS3M</li>',
      '</ul>',
      '<p>Las comisiones de tu banco corren por tu cuenta. Las transferencias internacionales pueden tardar de 1 a 3 días hábiles en acreditarse.</p>',
    ].join(''),
    description_en: [
      '<p>Domestic (ACH) or international (wire) transfer in US dollars to our account in Miami:</p>',
      '<ul>',
      '<li><strong>Bank:</strong> Bayside Federal Bank, Miami, FL</li>',
      '<li><strong>Account holder:</strong> Casillero Logistics LLC</li>',
      '<li><strong>Checking account:</strong> 4830 2211 0957</li>',
      '<li><strong>Routing (ABA):</strong> 067000123</li>',
      '<li><strong>SWIFT:</strong> BAYFUS3M</li>',
      '</ul>',
      '<p>Your bank\'s fees are yours to pay. International wires may take 1 to 3 business days to clear.</p>',
    ].join(''),
    currency: 'USD',
    symbol: '$',
    exchange_rate: 1,
    recharge_percent: 0,
    position: 2,
  },
  {
    key: 'pago-movil',
    name: 'Pago Móvil',
    logo: '/images/payment-methods/pago-movil.svg',
    description_es: [
      '<p>Paga en bolívares desde cualquier banco venezolano, a la tasa del día que ves en el resumen.</p>',
      '<ul>',
      '<li><strong>Banco:</strong> Banco de Venezuela (0102)</li>',
      '<li><strong>RIF:</strong> J-41235678-9</li>',
      '<li><strong>Teléfono:</strong> 0414-555-0123</li>',
      '</ul>',
      '<p>Indica los <strong>últimos 6 dígitos de la referencia</strong> en los comentarios del pago.</p>',
    ].join(''),
    description_en: [
      '<p>Pay in bolívares from any Venezuelan bank, at the rate of the day shown in the summary.</p>',
      '<ul>',
      '<li><strong>Bank:</strong> Banco de Venezuela (0102)</li>',
      '<li><strong>RIF (tax id):</strong> J-41235678-9</li>',
      '<li><strong>Phone:</strong> 0414-555-0123</li>',
      '</ul>',
      '<p>Write the <strong>last 6 digits of the reference</strong> in the payment comments.</p>',
    ].join(''),
    currency: 'VES',
    symbol: 'Bs.',
    exchange_rate: 142.35,
    recharge_percent: 0,
    position: 3,
  },
  {
    key: 'paypal',
    name: 'PayPal',
    logo: '/images/payment-methods/paypal.svg',
    description_es: [
      '<p>Envía el pago a <strong>pagos@casillero.example</strong> con tu saldo o tarjeta de PayPal.</p>',
      '<p>PayPal cobra una comisión por recibir pagos internacionales; por eso este método tiene un <strong>recargo del 5,4%</strong>, ya incluido en el total a pagar.</p>',
    ].join(''),
    description_en: [
      '<p>Send the payment to <strong>pagos@casillero.example</strong> with your PayPal balance or card.</p>',
      '<p>PayPal charges a fee for receiving international payments, so this method carries a <strong>5.4% surcharge</strong>, already included in the total to pay.</p>',
    ].join(''),
    currency: 'USD',
    symbol: '$',
    exchange_rate: 1,
    recharge_percent: 5.4,
    position: 4,
  },
  {
    key: 'cash',
    name: 'Efectivo / Cash',
    logo: '/images/payment-methods/cash.svg',
    description_es: [
      '<p>Paga en efectivo, en dólares, en cualquiera de nuestros <strong>agentes autorizados</strong> de tu país (los encuentras en <a href="/home/my-account#agents">Mi cuenta, en «Nuestros agentes»</a>).</p>',
      '<ul>',
      '<li>Lleva el número de factura y tu documento de identidad.</li>',
      '<li>Pide tu recibo y súbelo como comprobante.</li>',
      '</ul>',
    ].join(''),
    description_en: [
      '<p>Pay cash, in US dollars, at any of our <strong>authorised agents</strong> in your country (listed on <a href="/home/my-account#agents">My account, under "Our agents"</a>).</p>',
      '<ul>',
      '<li>Bring the invoice number and your ID.</li>',
      '<li>Ask for your receipt and upload it as proof.</li>',
      '</ul>',
    ].join(''),
    currency: 'USD',
    symbol: '$',
    exchange_rate: 1,
    recharge_percent: 0,
    position: 5,
  },
];
