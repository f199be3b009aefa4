// Surnames and given names from many countries, for authors, inventors and investigators.
export const SURNAMES = [
  "Smith", "Johnson", "Garcia", "Martinez", "Nguyen", "Kim", "Lee", "Wang", "Li", "Zhang", "Chen", "Liu",
  "Yamamoto", "Tanaka", "Suzuki", "Sato", "Muller", "Schmidt", "Schneider", "Fischer", "Weber", "Rossi",
  "Russo", "Bianchi", "Dubois", "Martin", "Bernard", "Lefebvre", "Kowalski", "Nowak", "Jensen", "Hansen",
  "Nielsen", "Virtanen", "Korhonen", "Andersson", "Johansson", "Silva", "Santos", "Oliveira", "Fernandez",
  "Lopez", "Gonzalez", "Patel", "Shah", "Singh", "Kumar", "Gupta", "Cohen", "Levi", "Ivanov", "Petrov",
  "Brown", "Taylor", "Wilson", "Anderson", "Thomas", "Moore", "Jackson", "White", "Harris", "Clark",
  "Lewis", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson",
  "Murphy", "O'Brien", "Kelly", "Van der Berg", "De Jong", "Bakker", "Janssen", "Novak", "Horvat", "Popescu",
  "Okafor", "Mensah", "Haddad", "Rahman", "Hossain", "Park", "Choi", "Tran", "Pham", "Ali", "Khan",
];

export const GIVEN_NAMES = [
  "James", "Maria", "Wei", "Yuki", "Anna", "Mohammed", "Sofia", "Lukas", "Emma", "Hiroshi", "Jin", "Priya",
  "Carlos", "Elena", "David", "Sarah", "Michael", "Laura", "Thomas", "Julia", "Ahmed", "Fatima", "Olga",
  "Pierre", "Camille", "Giulia", "Marco", "Mikko", "Aino", "Lars", "Ingrid", "Rafael", "Ana", "Rahul",
  "Aisha", "Daniel", "Chloe", "Kenji", "Min", "Hannah", "Samuel", "Noah", "Zara", "Ivan", "Eva",
];

export const MIDDLE_INITIALS = ["", "", "", "A", "B", "C", "D", "E", "J", "K", "L", "M", "P", "R", "S", "T"];
