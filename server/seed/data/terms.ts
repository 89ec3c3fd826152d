/** The terms and conditions (site_texts key 'terms'), simple sanitizable HTML in both languages. */
export const TERMS_ES = `<h2>Términos y condiciones del servicio</h2>
<p>Estos términos rigen el uso del casillero y de los servicios de envío de <strong>Casillero Logistics LLC</strong> ("Casillero"), con almacén en Doral, Florida. Al crear tu cuenta aceptas estos términos.</p>
<h3>1. El casillero</h3>
<p>Casillero te asigna una dirección en su almacén de Miami identificada con tu número de casillero. Eres responsable de usar ese número en todas tus compras. Los paquetes sin número de casillero pueden demorarse o considerarse no identificados.</p>
<h3>2. Recepción y almacenaje</h3>
<ul>
<li>Recibimos los paquetes de lunes a viernes de 9:00 am a 5:00 pm y los registramos con su peso y medidas.</li>
<li>Los primeros 30 días de almacenaje son gratuitos; a partir del día 31 se cobra un cargo diario por paquete.</li>
<li>Los paquetes no reclamados después de 90 días se consideran abandonados y Casillero podrá disponer de ellos.</li>
</ul>
<h3>3. Artículos prohibidos</h3>
<p>No se aceptan armas, municiones, explosivos, materiales peligrosos, líquidos inflamables, baterías de litio sueltas, sustancias ilícitas, dinero en efectivo, animales, perecederos ni ningún artículo prohibido por las leyes de Estados Unidos o del país de destino. Casillero puede inspeccionar, retener o devolver cualquier paquete que incumpla esta norma.</p>
<h3>4. Tarifas y facturación</h3>
<p>Los envíos aéreos se cobran por libra (el mayor entre el peso real y el volumétrico, largo × ancho × alto en cm ÷ 5000) y los marítimos por pie cúbico. Cada factura detalla flete, seguro, manejo y servicios adicionales como el reempaque. Un envío se entrega al destinatario solo cuando su factura está pagada en su totalidad.</p>
<h3>5. Aduanas e impuestos</h3>
<p>El cliente declara el contenido y el valor de sus paquetes y adjunta la factura de compra. Los aranceles e impuestos del país de destino corren por cuenta del cliente o del destinatario. Una declaración falsa puede causar retenciones o multas que no son responsabilidad de Casillero.</p>
<h3>6. Seguro y reclamos</h3>
<p>Cada envío incluye un seguro del 3% del valor declarado. Los reclamos por daño o pérdida deben presentarse dentro de los 15 días siguientes a la entrega, con fotos y la factura de compra. La indemnización nunca supera el valor declarado.</p>
<h3>7. Protección de datos</h3>
<p>Usamos tus datos solo para prestar el servicio, cumplir las obligaciones aduaneras y comunicarnos contigo. No los vendemos a terceros.</p>
<h3>8. Cambios</h3>
<p>Casillero puede modificar estos términos; los cambios se publicarán en el portal y aplicarán a los envíos creados después de su publicación.</p>`;

export const TERMS_EN = `<h2>Terms and conditions of service</h2>
<p>These terms govern the use of the locker and the shipping services of <strong>Casillero Logistics LLC</strong> ("Casillero"), with its warehouse in Doral, Florida. By creating your account you accept these terms.</p>
<h3>1. The locker</h3>
<p>Casillero assigns you an address at its Miami warehouse identified by your locker number. You are responsible for using that number on all your purchases. Packages without a locker number may be delayed or treated as unidentified.</p>
<h3>2. Receiving and storage</h3>
<ul>
<li>We receive packages Monday to Friday, 9:00 am to 5:00 pm, and record their weight and measurements.</li>
<li>The first 30 days of storage are free; from day 31 a daily fee per package applies.</li>
<li>Packages unclaimed after 90 days are considered abandoned and Casillero may dispose of them.</li>
</ul>
<h3>3. Prohibited items</h3>
<p>We do not accept weapons, ammunition, explosives, hazardous materials, flammable liquids, loose lithium batteries, illegal substances, cash, animals, perishables or any item prohibited by the laws of the United States or of the destination country. Casillero may inspect, hold or return any package that breaks this rule.</p>
<h3>4. Rates and invoicing</h3>
<p>Air shipments are charged per pound (the greater of the actual and the volumetric weight, length × width × height in cm ÷ 5000) and ocean shipments per cubic foot. Each invoice itemises freight, insurance, handling and extra services such as repacking. A shipment is handed to its recipient only once its invoice is paid in full.</p>
<h3>5. Customs and taxes</h3>
<p>The customer declares the content and value of their packages and attaches the purchase invoice. Duties and taxes of the destination country are borne by the customer or the recipient. A false declaration may cause holds or fines for which Casillero is not responsible.</p>
<h3>6. Insurance and claims</h3>
<p>Every shipment includes insurance of 3% of the declared value. Claims for damage or loss must be filed within 15 days of delivery, with photos and the purchase invoice. Compensation never exceeds the declared value.</p>
<h3>7. Data protection</h3>
<p>We use your data only to provide the service, meet customs obligations and contact you. We do not sell it to third parties.</p>
<h3>8. Changes</h3>
<p>Casillero may change these terms; changes are published on the portal and apply to shipments created after their publication.</p>`;
