/** Frequently asked questions, in order, in both languages. Answers are simple, sanitizable HTML. */
export type FaqEntry = { question: string; answer: string };

export const FAQ_ES: readonly FaqEntry[] = [
  {
    question: '¿Qué es Casillero y cómo funciona?',
    answer:
      '<p>Al registrarte te damos un <strong>casillero</strong>: una dirección propia en nuestro almacén de Miami. Compras en cualquier tienda de Estados Unidos, envías tus compras a esa dirección y nosotros las recibimos, las medimos, las pesamos y te las enviamos por avión o por barco a tu país.</p>',
  },
  {
    question: '¿Cuál es mi dirección en Miami?',
    answer:
      '<p>La encuentras en <strong>Mi cuenta</strong>. Usa siempre tu nombre completo y tu número de casillero, por ejemplo:</p><ul><li>María González <strong>CAS-10001</strong></li><li>8200 NW 41st St, Suite 100</li><li>Doral, FL 33166</li></ul><p>Sin el número de casillero no podemos saber de quién es el paquete y su entrega se retrasa.</p>',
  },
  {
    question: '¿Qué es una prealerta y por qué debo hacerla?',
    answer:
      '<p>Una prealerta nos avisa que viene un paquete tuyo: transportista, número de tracking, tienda, valor y la factura de compra. Con ella identificamos tu paquete en cuanto llega y lo procesamos sin demoras. La factura también se usa para la declaración de aduana.</p>',
  },
  {
    question: '¿Cuánto cuesta enviar un paquete?',
    answer:
      '<p>Los envíos <strong>aéreos</strong> se cobran por libra y los <strong>marítimos</strong> por pie cúbico. En los envíos aéreos se cobra el mayor entre el peso real y el peso volumétrico (largo × ancho × alto en cm ÷ 5000). Usa nuestra calculadora para obtener un estimado antes de comprar.</p>',
  },
  {
    question: '¿Cuánto tarda mi envío?',
    answer:
      '<ul><li><strong>Aéreo:</strong> salidas semanales; de 3 a 7 días hábiles desde la salida, más el tiempo de aduana.</li><li><strong>Marítimo:</strong> salidas mensuales; de 3 a 5 semanas desde la salida.</li></ul><p>Puedes ver las próximas salidas a tu país en Mi cuenta.</p>',
  },
  {
    question: '¿Qué es el reempaque?',
    answer:
      '<p>Si tienes varios paquetes, podemos unirlos en una sola caja o retirar el empaque sobrante de la tienda. Así baja el peso volumétrico y pagas menos. El reempaque tiene un costo fijo por envío que verás en tu factura.</p>',
  },
  {
    question: '¿Qué artículos no puedo enviar?',
    answer:
      '<p>No transportamos armas ni municiones, explosivos, fuegos artificiales, líquidos inflamables, aerosoles, baterías de litio sueltas, drogas o medicamentos sin receta, dinero en efectivo, animales ni perecederos. Cada país tiene además sus propias restricciones de aduana; consúltanos antes de comprar si tienes dudas.</p>',
  },
  {
    question: '¿Cómo pago mi factura?',
    answer:
      '<p>Abre la factura desde <strong>Facturas</strong> o desde tu envío, elige un método de pago (Zelle, transferencia, Pago Móvil, PayPal o efectivo en un agente), haz el pago y sube el comprobante. Lo verificamos en un máximo de 24 horas hábiles.</p>',
  },
  {
    question: '¿Cuánto tiempo guardan mis paquetes?',
    answer:
      '<p>Los primeros <strong>30 días</strong> de almacenaje son gratis. Desde el día 31 se cobra un cargo diario por paquete, y después de 90 días el paquete se considera abandonado.</p>',
  },
  {
    question: '¿Mi paquete está asegurado?',
    answer:
      '<p>Sí. Todos los envíos incluyen un seguro del 3% del valor declarado (mínimo 2 USD). Por eso es importante que declares el valor real y adjuntes la factura en la prealerta.</p>',
  },
  {
    question: '¿Puedo enviar a otra persona?',
    answer:
      '<p>Claro. En <strong>Destinatarios</strong> registra a las personas que recibirán tus envíos, con su documento, teléfono y dirección. Al crear el envío eliges a cuál de ellas va.</p>',
  },
];

export const FAQ_EN: readonly FaqEntry[] = [
  {
    question: 'What is Casillero and how does it work?',
    answer:
      '<p>When you sign up you get a <strong>locker</strong>: your own address at our Miami warehouse. You shop at any US store, send your purchases to that address, and we receive, measure and weigh them and ship them to your country by air or by sea.</p>',
  },
  {
    question: 'What is my Miami address?',
    answer:
      '<p>You will find it under <strong>My account</strong>. Always use your full name and your locker number, for example:</p><ul><li>María González <strong>CAS-10001</strong></li><li>8200 NW 41st St, Suite 100</li><li>Doral, FL 33166</li></ul><p>Without the locker number we cannot tell whose package it is, and its delivery is delayed.</p>',
  },
  {
    question: 'What is a pre-alert and why should I create one?',
    answer:
      '<p>A pre-alert tells us a package of yours is on its way: carrier, tracking number, store, value and the purchase invoice. With it we identify your package as soon as it arrives and process it without delay. The invoice is also used for the customs declaration.</p>',
  },
  {
    question: 'How much does it cost to ship a package?',
    answer:
      '<p><strong>Air</strong> shipments are charged per pound and <strong>ocean</strong> shipments per cubic foot. Air shipments are charged on the greater of the actual weight and the volumetric weight (length × width × height in cm ÷ 5000). Use our calculator for an estimate before you buy.</p>',
  },
  {
    question: 'How long does my shipment take?',
    answer:
      '<ul><li><strong>Air:</strong> weekly departures; 3 to 7 business days from departure, plus customs time.</li><li><strong>Ocean:</strong> monthly departures; 3 to 5 weeks from departure.</li></ul><p>You can see the next departures to your country under My account.</p>',
  },
  {
    question: 'What is repacking?',
    answer:
      '<p>If you have several packages, we can combine them into a single box or remove the store\'s extra packaging. That lowers the volumetric weight, so you pay less. Repacking has a fixed fee per shipment, shown on your invoice.</p>',
  },
  {
    question: 'Which items can I not ship?',
    answer:
      '<p>We do not carry weapons or ammunition, explosives, fireworks, flammable liquids, aerosols, loose lithium batteries, drugs or prescription medicines without a prescription, cash, animals or perishables. Each country also has its own customs restrictions; ask us before you buy if in doubt.</p>',
  },
  {
    question: 'How do I pay my invoice?',
    answer:
      '<p>Open the invoice from <strong>Invoices</strong> or from your shipment, choose a payment method (Zelle, bank transfer, Pago Móvil, PayPal or cash at an agent), make the payment and upload the proof. We verify it within 24 business hours.</p>',
  },
  {
    question: 'How long do you keep my packages?',
    answer:
      '<p>The first <strong>30 days</strong> of storage are free. From day 31 a daily fee per package applies, and after 90 days the package is considered abandoned.</p>',
  },
  {
    question: 'Is my package insured?',
    answer:
      '<p>Yes. Every shipment includes insurance of 3% of the declared value (minimum USD 2). That is why it matters that you declare the real value and attach the invoice to the pre-alert.</p>',
  },
  {
    question: 'Can I ship to someone else?',
    answer:
      '<p>Of course. Under <strong>Recipients</strong>, add the people who will receive your shipments, with their ID, phone and address. When you create a shipment you choose which of them it goes to.</p>',
  },
];
