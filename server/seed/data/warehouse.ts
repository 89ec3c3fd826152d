/** The one warehouse: the customer's US address. The address's first line is its title. */
export const WAREHOUSE = {
  name: 'Casillero Miami',
  address: ['Casillero Miami', '8200 NW 41st St, Suite 100', 'Doral, FL 33166', 'United States'].join('\n'),
  schedule_es: 'Lunes a viernes de 9:00 am a 5:00 pm',
  schedule_en: 'Monday to Friday, 9:00 am to 5:00 pm',
} as const;
