/** Name and address material for the demo data: common US names and real city/ZIP combinations. */
export const femaleFirstNames = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen',
  'Lisa', 'Nancy', 'Sandra', 'Ashley', 'Emily', 'Michelle', 'Amanda', 'Melissa', 'Stephanie', 'Rebecca',
  'Laura', 'Emma', 'Olivia', 'Sophia', 'Isabella', 'Ava', 'Mia', 'Harper', 'Camila', 'Aaliyah',
  'Priya', 'Mei', 'Fatima', 'Rosa', 'Ana', 'Keiko', 'Nadia', 'Hannah', 'Chloe', 'Zoe',
] as const;

export const maleFirstNames = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Charles',
  'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Steven', 'Andrew', 'Joshua', 'Kevin', 'Brian',
  'Liam', 'Noah', 'Elijah', 'Lucas', 'Mateo', 'Ethan', 'Benjamin', 'Henry', 'Samuel', 'Owen',
  'Raj', 'Wei', 'Omar', 'Carlos', 'Diego', 'Hiroshi', 'Ivan', 'Malik', 'Tyler', 'Aaron',
] as const;

export const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Patel', 'Kim', 'Chen', 'Singh', 'Tanaka', 'Okafor', 'Kowalski', 'Novak', 'Haddad', 'Yamamoto',
] as const;

export const middleInitials = 'ABCDEFGHJKLMNPRSTW';

export interface DemoCity {
  city: string;
  state: string;
  zipCode: string;
  areaCode: string;
}

/** Most locations are in the plan's home states; a few are out of area. */
export const cities: readonly DemoCity[] = [
  { city: 'Sacramento', state: 'CA', zipCode: '95814', areaCode: '916' },
  { city: 'Roseville', state: 'CA', zipCode: '95661', areaCode: '916' },
  { city: 'Davis', state: 'CA', zipCode: '95616', areaCode: '530' },
  { city: 'Oakland', state: 'CA', zipCode: '94612', areaCode: '510' },
  { city: 'San Francisco', state: 'CA', zipCode: '94115', areaCode: '415' },
  { city: 'San Jose', state: 'CA', zipCode: '95128', areaCode: '408' },
  { city: 'Santa Rosa', state: 'CA', zipCode: '95403', areaCode: '707' },
  { city: 'Modesto', state: 'CA', zipCode: '95355', areaCode: '209' },
  { city: 'Fresno', state: 'CA', zipCode: '93721', areaCode: '559' },
  { city: 'Stockton', state: 'CA', zipCode: '95204', areaCode: '209' },
  { city: 'Portland', state: 'OR', zipCode: '97205', areaCode: '503' },
  { city: 'Salem', state: 'OR', zipCode: '97301', areaCode: '503' },
  { city: 'Eugene', state: 'OR', zipCode: '97401', areaCode: '541' },
  { city: 'Bend', state: 'OR', zipCode: '97701', areaCode: '541' },
  { city: 'Seattle', state: 'WA', zipCode: '98104', areaCode: '206' },
  { city: 'Tacoma', state: 'WA', zipCode: '98405', areaCode: '253' },
  { city: 'Spokane', state: 'WA', zipCode: '99204', areaCode: '509' },
  { city: 'Reno', state: 'NV', zipCode: '89502', areaCode: '775' },
  { city: 'Boise', state: 'ID', zipCode: '83702', areaCode: '208' },
  { city: 'Phoenix', state: 'AZ', zipCode: '85006', areaCode: '602' },
];

export const streetNames = [
  'Main Street', 'Oak Avenue', 'J Street', 'Capitol Mall', 'Alhambra Boulevard', 'Broadway', 'Elm Street',
  'Cedar Lane', 'Sunrise Boulevard', 'Riverside Drive', 'Park Avenue', 'Lincoln Way', 'Maple Street',
  'Fair Oaks Boulevard', 'Hospital Drive', 'Medical Plaza Drive', 'Pine Street', 'Mission Street',
  'Harbor Boulevard', 'Valley View Road', 'Willow Creek Road', 'Douglas Boulevard', 'Stanford Ranch Road',
] as const;

export const providerCredentials = ['MD', 'MD', 'MD', 'DO', 'NP', 'PA-C', 'DPT', 'PhD', 'LCSW'] as const;

export const facilityPrefixes = [
  'Evergreen', 'Riverbend', 'Valley', 'Summit', 'Cascade', 'Golden State', 'Harbor', 'Sierra', 'Pacific',
  'Oak Park', 'Lakeside', 'Redwood', 'Foothill', 'Mission', 'Northgate',
] as const;

export const facilityKinds = [
  'Medical Center', 'Community Hospital', 'Imaging Center', 'Surgery Center', 'Family Medicine',
  'Physical Therapy', 'Women’s Health', 'Pediatrics', 'Urgent Care', 'Sleep Center', 'Orthopedics',
  'Behavioral Health', 'Laboratory', 'Medical Supply', 'Cardiology Associates',
] as const;
