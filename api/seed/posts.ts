import type { Language } from "../contract/languages";
import type { CoverTheme } from "./cover-art";

type SeedComment = {
  name: string;
  email: string;
  website: string;
  commentText: string;
  daysAfterPost: number;
};

export type SeedPost = {
  title: string;
  /** An Urdu title gives no Latin address by the slug rule. */
  slug?: string;
  language?: Language;
  cover: CoverTheme;
  /** The cover's alt text in the post's language (default: cover-art.ts's English one). */
  coverAlt?: string;
  shortDescription: string;
  description: string;
  keywords: string[];
  daysAgo: number;
  comments: SeedComment[];
};

export const seedPosts: SeedPost[] = [
  {
    title: "The Complete House-Shifting Checklist for a Lahore Summer Move",
    cover: "boxes",
    shortDescription: `<p>Shifting house in Lahore when the mercury is pushing past forty needs more than a truck and a few helpers. This week-by-week checklist covers planning, packing, load-shedding and keeping everyone safe in the heat.</p>`,
    description: `<h2>Why a summer move in Lahore needs extra planning</h2>
<p>Many families end up shifting in June or July: school holidays make it easier, leases often renew mid-year, and new jobs start after the fiscal year. The catch is the heat. Long afternoons, dusty roads and load-shedding can turn a simple move into an exhausting day if it is not planned properly. The good news is that almost every problem can be avoided with a simple timeline.</p>

<h2>Four weeks before moving day</h2>
<ul>
<li><strong>Confirm the date</strong> with your landlord or buyer, and with the new house. Try to get the keys of the new place at least a day early.</li>
<li><strong>Get a survey and written quote.</strong> Ask a mover to see the house in person or over a video call so the vehicle size and team size are correct. You can start from our <a href="/book">booking page</a>.</li>
<li><strong>Sort and reduce.</strong> Go room by room and decide what to keep, sell, donate or give to relatives. Every item you do not move is one less thing to pack.</li>
<li><strong>Check the new house</strong> for wiring, water tank condition and fittings, so repairs happen before the furniture arrives.</li>
</ul>

<h2>Two weeks before</h2>
<ul>
<li>Start packing rooms you rarely use: the guest room, the store room, seasonal clothes and winter quilts.</li>
<li>Book an AC technician to <em>pump down and dismount</em> split units a day before the move. Never let anyone simply cut the pipes.</li>
<li>Inform the school, your bank and anyone who delivers to your house about the new address.</li>
<li>Arrange disconnection or transfer of electricity, gas and internet. Take a photo of the final meter readings.</li>
</ul>

<h2>The week of the move</h2>
<h3>Pack smart for the heat</h3>
<p>Candles, wax-based cosmetics, medicines and chocolates can melt inside a hot truck. Keep them in a small box that travels with you in the car. Liquids such as cooking oil and shampoo should be sealed with tape under the cap and packed upright.</p>
<h3>Prepare an essentials box</h3>
<p>Pack one box per family member with clothes for two days, chargers, toiletries and medicines. Add a family box with a kettle, tea, cups, a torch, tissue rolls, a basic tool kit and the Wi-Fi router.</p>
<h3>Plan around load-shedding</h3>
<p>Charge power banks and the UPS the night before. If the new house has no power when you arrive, you will still have light and phones. A rechargeable fan is worth its weight in gold on a June afternoon.</p>

<h2>Moving day</h2>
<ol>
<li><strong>Start early.</strong> We prefer loading to begin soon after sunrise so that the heaviest work is finished before the afternoon peak.</li>
<li>Keep plenty of cold water and ORS sachets for the family and the crew. Heat exhaustion is real, even for experienced labour.</li>
<li>Walk through each room with the team leader before loading, pointing out fragile and valuable items.</li>
<li>Keep jewellery, documents, cash and laptops with you. These should never go in the truck.</li>
<li>Do a final check of cupboards, the roof, the store room and the garage before you lock up.</li>
</ol>

<blockquote>A good move is mostly decided in the weeks before the truck arrives. The day itself should feel almost boring.</blockquote>

<h2>At the new house</h2>
<p>Stand at the entrance with a simple floor plan and direct each box to its room. Beds should be assembled first so that everyone can rest that night. Switch on the fridge only after it has stood upright for a few hours.</p>
<p>If you would rather hand over the whole process, our <a href="/house-moving-company">house moving service</a> covers packing, transport and unpacking, and our <a href="/moving-company-lahore">Lahore team</a> knows the city's housing societies, narrow lanes and timing restrictions well.</p>`,
    keywords: ["checklist", "house shifting", "lahore", "summer moves"],
    daysAgo: 236,
    comments: [
      {
        name: "Usman Tariq",
        email: "usman.t@example.com",
        website: "",
        commentText: "The tip about keeping medicines and chocolates out of the truck is spot on. Last time we moved in June half of my wife's cosmetics melted. Saving this list for our move next month.",
        daysAfterPost: 3,
      },
    ],
  },

  {
    title: "How to Pack Crockery and Glassware So Nothing Breaks",
    cover: "packing",
    shortDescription: `<p>Dinner sets, tea sets and glassware are the items families worry about most during a move. Here is the packing method our teams use, step by step, with materials you can find in any bazaar.</p>`,
    description: `<h2>Why crockery needs special care</h2>
<p>In most Pakistani homes the crockery cabinet holds more than plates. There is the dinner set from the wedding, the tea set reserved for guests, and glasses that have been in the family for years. These items are heavy for their size, fragile, and often irreplaceable. The good news is that breakage is almost always caused by poor packing rather than by the journey itself.</p>

<h2>Materials you will need</h2>
<ul>
<li><strong>Strong double-wall cartons</strong>, preferably small or medium. Big boxes full of plates become too heavy to lift safely.</li>
<li><strong>Plain packing paper</strong> for the first layer. Old newspaper works as padding but the ink can stain, so never let it touch the crockery directly.</li>
<li><strong>Bubble wrap</strong> for delicate pieces such as serving bowls, teapots and crystal.</li>
<li>Cardboard cell dividers for glasses, or extra cardboard to make your own.</li>
<li>Good quality packing tape and a thick marker.</li>
</ul>
<p>If you prefer, you can get ready-made boxes and wrapping material from us through our <a href="/storage-boxes-moves">boxes and storage service</a>.</p>

<h2>Step-by-step packing method</h2>
<h3>1. Build a cushioned base</h3>
<p>Tape the bottom of the carton with an H pattern, then add a thick layer of crumpled paper. This bottom layer absorbs shocks when the box is placed down.</p>
<h3>2. Wrap plates individually and stand them on edge</h3>
<p>Wrap each plate in paper, then group three or four wrapped plates and wrap them again as a bundle. Place the bundle <em>vertically on its edge</em>, like records in a rack. Plates stacked flat carry the weight of everything above them and crack far more easily.</p>
<h3>3. Stuff and wrap glasses</h3>
<p>Fill the inside of each glass with crumpled paper, then roll it in paper or bubble wrap. Stemmed glasses need extra wrapping around the stem. Place glasses upright in the cell dividers, never on their sides.</p>
<h3>4. Handle cups, bowls and teapots</h3>
<p>Cups are wrapped individually with handles padded. Bowls can be nested in small sets with paper between each one. Teapot lids should be wrapped separately and tucked next to the pot in the same box.</p>
<h3>5. Fill every gap</h3>
<p>Once the box is full, shake it gently. If you hear movement, add more paper. Empty space is the main cause of breakage.</p>

<h2>Loading tips</h2>
<ol>
<li>Keep crockery boxes light enough for one person to carry comfortably.</li>
<li>Write <strong>FRAGILE</strong> and <strong>THIS SIDE UP</strong> on at least two sides, plus the room name.</li>
<li>Load them on top of heavy furniture and boxes, never underneath.</li>
<li>Keep the most precious items, like a grandmother's tea set, in the car with you.</li>
</ol>

<blockquote>Take ten extra minutes per box while packing and you will save hours of regret when unpacking.</blockquote>

<h2>What about the showcase itself?</h2>
<p>Glass shelves should be removed, wrapped in bubble wrap and stood upright between mattresses or in a dedicated frame. The cabinet doors can be locked or taped shut. Our <a href="/furniture-move">furniture moving team</a> dismantles and reassembles showcases and dressing tables as part of the job.</p>
<p>If you are short on time, ask for full packing when you <a href="/book">book your move</a>. Our crews bring all materials and pack the kitchen in a few hours.</p>`,
    keywords: ["packing tips", "crockery", "fragile items", "diy packing"],
    daysAgo: 221,
    comments: [
      {
        name: "Fatima Noor",
        email: "fatima.noor@example.com",
        website: "",
        commentText: "I never knew plates should stand on their edge. I always stacked them flat and lost two plates from my dinner set in our last move. Will try this method.",
        daysAfterPost: 5,
      },
    ],
  },

  {
    title: "Suzuki Pickup, Shehzore or Mazda: Which Vehicle Does Your Move Need?",
    cover: "truck",
    shortDescription: `<p>Booking the wrong vehicle means either paying for empty space or making a second trip. Here is a practical guide to choosing between a Suzuki pickup, a Shehzore and a Mazda truck for your move.</p>`,
    description: `<h2>The three common options</h2>
<p>Across Lahore, Karachi and Islamabad, most local moves use one of three vehicle types. Each has its place, and the right choice depends on how much you are moving, how far it is going, and how easily a vehicle can reach your door.</p>

<h3>Suzuki pickup</h3>
<p>The small pickup is ideal for <strong>a single room, a hostel shift or a handful of items</strong>: a fridge, a washing machine, a bed and some boxes. It fits into narrow streets and parks almost anywhere. It is also useful for shop deliveries and small loads such as a sofa bought from the market. Our <a href="/store-deliveries">store delivery service</a> often uses pickups for exactly this reason.</p>

<h3>Shehzore</h3>
<p>The Shehzore is the workhorse of city moves. It suits <strong>a one or two bedroom apartment or a small portion</strong> of a house. It is large enough for beds, a sofa set, a dining table and appliances, yet still manageable in most residential areas. For many families it is the best balance between capacity and access.</p>

<h3>Mazda truck</h3>
<p>A Mazda truck is the right choice for <strong>a complete house</strong>, large furniture, or intercity moves where a second trip is not practical. It has more length and height, so wardrobes, large showcases and bulky sofas travel without being squeezed. The trade-off is that it needs more road space, and some areas restrict heavy vehicles at certain hours.</p>

<h2>Questions to ask yourself</h2>
<ul>
<li><strong>How many rooms are being moved?</strong> Count bedrooms, the drawing room, the kitchen and the store room separately.</li>
<li><strong>Are there oversized pieces?</strong> A large almirah, an iron safe or a king-size bed can change the answer.</li>
<li><strong>Can the vehicle reach the door?</strong> In older neighbourhoods a large truck may have to park at the main road, adding a long carry.</li>
<li><strong>How far is the move?</strong> For intercity trips, one bigger vehicle is usually better than two smaller ones.</li>
<li><strong>Is the vehicle covered?</strong> An open body needs a proper tarpaulin, especially in dust storms and the rainy season.</li>
</ul>

<h2>One big truck or two small trips?</h2>
<p>In tight streets, a Shehzore making two trips can be smarter than a Mazda that cannot enter the lane. On the other hand, for a long distance move, two trips doubles the driving time and fuel. A good mover will look at your street, <em>not just your inventory</em>, before recommending a vehicle.</p>

<blockquote>The cheapest vehicle is not the one with the lowest rent. It is the one that finishes the job in one smooth trip without damage.</blockquote>

<h2>Labour matters as much as the vehicle</h2>
<p>A vehicle on its own only solves half the problem. Check whether the booking includes loaders, blankets, ropes and basic tools for dismantling beds. Ask whether the driver will help with loading or only drive. These details decide how the day actually goes.</p>

<h2>How we help you choose</h2>
<ol>
<li>Share a list of items or a short video walk-through of your house.</li>
<li>Tell us both addresses and any access issues, such as stairs or narrow lanes.</li>
<li>We recommend the vehicle and team size and put it in a written quote.</li>
</ol>
<p>You can see the available options on our <a href="/shehzore-mazda-for-rent">Shehzore and Mazda rental page</a>, or simply <a href="/contact">contact us</a> and we will help you decide.</p>`,
    keywords: ["vehicle hire", "shehzore", "mazda truck", "moving costs"],
    daysAgo: 204,
    comments: [
      {
        name: "Bilal Ahmed",
        email: "bilal.ahmed@example.com",
        website: "",
        commentText: "Good explanation. We live in a street in Samanabad where a Mazda cannot turn in, so two trips with a Shehzore was actually quicker for us. Wish I had read this before arguing with the first mover.",
        daysAfterPost: 6,
      },
    ],
  },

  {
    title: "Moving Into or Out of a Karachi Apartment: Lifts, NOCs and Society Rules",
    cover: "house",
    shortDescription: `<p>Apartment moves in Karachi come with their own rules: building NOCs, lift bookings, gate passes and fixed timings. Here is how to handle the paperwork and logistics so your move is not stopped at the gate.</p>`,
    description: `<h2>Why apartment moves are different</h2>
<p>Moving out of a bungalow is mostly about packing and transport. Moving out of an apartment building in Karachi adds another layer: building management, security staff, shared lifts and neighbours who would prefer not to have their corridor blocked all day. Most problems we see on apartment moves are not about furniture at all. They are about permission and timing.</p>

<h2>Step 1: Get the NOC from building management</h2>
<p>Most buildings and societies require a <strong>No Objection Certificate</strong> before furniture can leave or enter. Requirements vary, but commonly include:</p>
<ul>
<li>Clearance of maintenance dues up to the current month.</li>
<li>A letter or confirmation from the owner if you are a tenant.</li>
<li>Copies of CNICs for the resident and sometimes the owner.</li>
<li>The date and time window of the move.</li>
</ul>
<p>Apply several days before the move. The management office may only be open on weekdays, so do not leave it to a Saturday morning.</p>

<h2>Step 2: Book the lift</h2>
<p>If your building has a service lift, ask the management to reserve it for your time slot. If there is only one passenger lift, ask about permitted hours. Many buildings do not allow furniture in the lift during school rush or late at night.</p>
<h3>Protecting the lift</h3>
<p>Our team covers lift walls with blankets or padding and protects the floor before loading. This keeps the building happy and avoids disputes over scratches afterwards.</p>
<h3>When the lift is not available</h3>
<p>Load-shedding and generator limits can stop a lift mid-move. Ask management about generator backup timings, and plan for stairs if needed. Carrying a fridge down eight floors is possible, but it needs more hands and more time, and this should be <em>in your quote from the start</em>, not negotiated on the landing.</p>

<h2>Step 3: Gate pass and parking</h2>
<ol>
<li>Share the vehicle number and crew count with security in advance.</li>
<li>Confirm where the Shehzore or truck can park. Some buildings only allow loading from a side gate.</li>
<li>Keep the NOC printout with you on moving day. Guards often ask for it at exit.</li>
</ol>

<blockquote>In a Karachi apartment move, the NOC and lift booking are as important as the boxes. Without them, the truck simply waits outside.</blockquote>

<h2>Measure before you move</h2>
<p>Measure the lift door, the lift depth and the tightest corridor corner. Large sofas, double-door fridges and king-size beds sometimes need to be dismantled or, occasionally, brought up by rope from the balcony. This should be planned with a supervisor, not decided on the spot.</p>

<h2>Be a good neighbour</h2>
<ul>
<li>Inform neighbours on your floor a day before.</li>
<li>Keep corridors clear and do not block fire exits.</li>
<li>Clean up packing waste before you leave.</li>
</ul>

<h2>We do this every week</h2>
<p>Our <a href="/moving-company-karachi">Karachi team</a> handles apartment moves across the city, from high-rises to older walk-up buildings. Take a look at our <a href="/apartment-relocations">apartment relocation service</a> and <a href="/book">book a survey</a> so we can check the building before the day.</p>`,
    keywords: ["karachi", "apartment moves", "building rules", "checklist"],
    daysAgo: 187,
    comments: [
      {
        name: "",
        email: "karachi.resident@example.com",
        website: "",
        commentText: "Our building in Gulistan-e-Jauhar would not let the truck in because the maintenance dues were one month short. Please take the NOC advice seriously, people.",
        daysAfterPost: 4,
      },
    ],
  },

  {
    title: "Islamabad to Lahore (and Back): Planning an Intercity Move on the M-2",
    cover: "truck",
    shortDescription: `<p>The M-2 motorway makes the Islamabad to Lahore move straightforward, but timing still matters. Here is how to plan loading, departure, the Salt Range and winter fog so your belongings arrive safely.</p>`,
    description: `<h2>The route at a glance</h2>
<p>The M-2 motorway connects Islamabad and Lahore and is the route almost every intercity move between the two cities takes. By car, it is a comfortable half-day drive. A loaded truck is a different matter: heavy vehicles travel at lower speed limits, take the Salt Range climb slowly and stop for rest. Planning your day around this is the key to an intercity move without stress.</p>

<h2>A realistic timeline</h2>
<ol>
<li><strong>Day one, morning:</strong> packing and loading at the origin house. For a full house this usually takes most of the day.</li>
<li><strong>Day one, evening or night:</strong> the truck departs. Night travel on the motorway is often smoother, and the truck reaches the destination city early next morning.</li>
<li><strong>Day two, morning:</strong> unloading and placement at the new house.</li>
</ol>
<p>You can drive down separately on the morning of day two and arrive before or alongside the truck. This way you are not waiting at an empty house.</p>

<h2>Things that affect the timing</h2>
<h3>The Salt Range section</h3>
<p>Around Kallar Kahar the motorway climbs and descends through the Salt Range. Loaded trucks go slowly here, and drivers who know the route take it carefully. This is one reason a truck takes noticeably longer than your car.</p>
<h3>Winter fog</h3>
<p>In December and January, dense fog in Punjab sometimes leads to sections of the motorway being closed or convoys being formed. If you are moving in winter, keep a flexible arrival window and follow the updates from the Motorway Police. <em>We never push drivers to travel in unsafe visibility.</em> A few hours of delay is always better than a risk on the road.</p>
<h3>City entry restrictions</h3>
<p>Both cities have rules for heavy vehicles inside city limits during busy hours. Arriving early in the morning usually avoids most issues, which is why overnight travel works well.</p>

<h2>Packing for the distance</h2>
<ul>
<li>Everything should be packed, not just loaded. Loose items shift over several hours on the road.</li>
<li>Furniture should be wrapped in blankets and stretch film to protect against dust and rubbing.</li>
<li>Appliances should be secured upright and strapped to the truck body.</li>
<li>A covered vehicle or a well-secured tarpaulin is essential, especially in the rainy season.</li>
</ul>
<p>If you have valuable electronics, read our guide on protecting them or see our <a href="/electronic-moves">electronics moving service</a>.</p>

<h2>What to keep with you</h2>
<p>Documents, jewellery, laptops, medicines and a bag with two days of clothes should travel in your own car. Also keep the mover's supervisor and driver numbers saved in your phone.</p>

<blockquote>For an intercity move, the truck's departure time is the most important decision you make. Everything else is planned around it.</blockquote>

<h2>Our teams on both ends</h2>
<p>Because we have offices in both cities, our <a href="/moving-company-islamabad">Islamabad team</a> loads and our <a href="/moving-company-lahore">Lahore team</a> can receive, or the other way round. One crew also travels with the truck on request. Ask for an intercity quote on the <a href="/book">booking page</a> and tell us about any special items.</p>`,
    keywords: ["islamabad", "lahore", "intercity moves", "motorway"],
    daysAgo: 169,
    comments: [
      {
        name: "Hamza Qureshi",
        email: "hamza.q@example.com",
        website: "",
        commentText: "We did exactly this last December: loaded in Islamabad in the afternoon, truck left at night, unloaded in DHA Lahore by morning. Fog delayed it a bit near Kallar Kahar but everything arrived fine.",
        daysAfterPost: 12,
      },
    ],
  },

  {
    title: "Office Relocation Over a Weekend: Closing Friday, Open for Business Monday",
    cover: "boxes",
    shortDescription: `<p>Every day an office is closed costs money. With the right planning, most small and medium offices can move on a weekend and start work on Monday morning as if nothing happened. Here is how.</p>`,
    description: `<h2>The goal: zero lost working days</h2>
<p>For most businesses, the hardest part of an office move is not the furniture. It is keeping clients served, systems running and staff productive. A weekend move lets you close on Friday afternoon and open on Monday with desks set up and internet working. It takes more planning up front, but it pays for itself.</p>

<h2>Four to six weeks before</h2>
<ul>
<li><strong>Appoint a move coordinator</strong> inside the company who makes decisions and talks to the movers.</li>
<li><strong>Prepare a floor plan</strong> of the new office with numbered desks, and assign every employee a number.</li>
<li><strong>Order the internet line</strong> at the new premises early. This is often the item with the longest lead time.</li>
<li>Check with the new building about lift access, loading times and weekend security permissions.</li>
<li>Request a site survey and a written quote covering dismantling, packing, transport and reassembly.</li>
</ul>

<h2>The week before</h2>
<h3>Staff packing</h3>
<p>Give each employee crates or boxes and ask them to pack their personal items and desk files by Thursday. Each box gets a label with the desk number from the new floor plan.</p>
<h3>IT preparation</h3>
<p>Back up all data. Label every cable and monitor with the desk number. Photograph the server rack and network cabling before anything is disconnected. If you have a server, decide whether your IT team or vendor will move it personally.</p>
<h3>Client communication</h3>
<p>Send a short notice to clients about the new address and any brief change in availability. Update the address on your website, letterhead and online listings.</p>

<h2>The weekend plan</h2>
<ol>
<li><strong>Friday evening:</strong> staff leave, the moving team starts packing IT equipment and dismantling workstations.</li>
<li><strong>Saturday:</strong> loading, transport and placement of furniture at the new office according to the floor plan.</li>
<li><strong>Sunday:</strong> reassembly of workstations, IT setup, testing of internet, printers and phones.</li>
<li><strong>Monday morning:</strong> staff arrive, find their desk number and start working.</li>
</ol>

<blockquote>If Monday morning feels ordinary to your staff, the office move was a success.</blockquote>

<h2>Furniture, files and the first week</h2>
<p>Modular workstations should be dismantled by people who will also reassemble them, so that screws, brackets and cable trays do not go missing. Filing cabinets can usually travel with files inside if the drawers are locked, but confidential records are best packed in sealed and numbered boxes that stay in the coordinator's list. Plan a short walk-through on Monday afternoon to collect small issues such as a missing chair or a loose cable, and fix them during the week.</p>

<h2>Common mistakes to avoid</h2>
<ul>
<li>Leaving the internet order until the last week.</li>
<li>Not checking whether the new building allows work on Sundays.</li>
<li>Moving old files that should have been archived or shredded.</li>
<li>Forgetting keys, access cards and the pantry. <em>Tea on Monday morning matters more than people think.</em></li>
</ul>

<h2>Let us handle the heavy lifting</h2>
<p>Our <a href="/office-relocations">office relocation team</a> works evenings and weekends, dismantles and reassembles modular workstations, and handles computers with care through our <a href="/electronic-moves">electronics service</a>. Whether you are moving within Blue Area or across Karachi, <a href="/contact">contact us</a> for a survey and a clear plan.</p>`,
    keywords: ["office relocation", "checklist", "islamabad", "business moves"],
    daysAgo: 152,
    comments: [],
  },

  {
    title: "Moving in the Monsoon: How to Keep Your Belongings Dry",
    cover: "truck",
    shortDescription: `<p>Sometimes the move cannot wait for the rains to end. Here is how to protect furniture, mattresses and boxes during a monsoon move in Karachi, Lahore or Islamabad, and what to plan for on the road.</p>`,
    description: `<h2>Rain and moving do not mix, but sometimes you have no choice</h2>
<p>From roughly July to September, the monsoon brings heavy, sudden downpours to much of Pakistan. In Karachi, a single spell can flood main roads. In Lahore and Rawalpindi, low-lying areas and underpasses fill quickly. If your lease ends in August, you will have to move anyway. The key is to assume it will rain and pack accordingly.</p>

<h2>Check the forecast, then plan for the worst</h2>
<ul>
<li>Follow the Met department forecasts for the week of your move, and keep an eye on local news for flooding alerts.</li>
<li>Keep a backup date in mind and ask your mover how rescheduling works.</li>
<li>Plan the route to avoid underpasses and roads that are known to flood.</li>
<li>Schedule loading early in the day. Many monsoon spells build up in the afternoon.</li>
</ul>

<h2>Packing for wet weather</h2>
<h3>Wrap furniture twice</h3>
<p>Wooden furniture swells and stains when wet. Wrap it first in a blanket or paper padding to protect the finish, then in <strong>stretch film</strong> to keep water out. Do not wrap damp wood in plastic for days, though, as it traps moisture.</p>
<h3>Cover mattresses and sofas completely</h3>
<p>Mattresses absorb water like a sponge and take days to dry. Use proper mattress covers or thick plastic sheeting, sealed with tape.</p>
<h3>Use stronger boxes</h3>
<p>Ordinary cartons weaken quickly in humidity. Use double-wall boxes, tape all seams, and consider plastic crates for kitchen items and shoes.</p>
<h3>Protect documents and electronics</h3>
<p>Put important papers in zip bags or a plastic file box. Electronics should be in their original boxes or wrapped in plastic, then padded. A few silica gel packets help with humidity.</p>

<h2>On moving day</h2>
<ol>
<li>Insist on a <strong>covered vehicle</strong> or a properly secured tarpaulin with no gaps.</li>
<li>Lay plastic sheets or old rugs at both entrances to avoid muddy floors and slips.</li>
<li>Load the truck with the most water-sensitive items in the middle, away from the tailgate.</li>
<li>If it starts pouring, pause. <em>Waiting twenty minutes is better than soaking a sofa.</em></li>
<li>Make sure the electricity at the new house is safe before plugging anything in, especially if there has been water seepage.</li>
</ol>

<blockquote>In the monsoon, the most useful moving supplies are stretch film, a good tarpaulin and patience.</blockquote>

<h2>After the move</h2>
<p>Unpack fabric items and anything that feels damp on the first day. Let wooden furniture air-dry in a ventilated room. Check ceilings and walls in the new house for seepage before you hang curtains or place cupboards against the walls.</p>

<h2>Planning to store things during the rains?</h2>
<p>If there is a gap between houses, make sure the storage space is dry and raised off the floor. Our <a href="/storage-boxes-moves">storage service</a> keeps items covered and off the ground. You can also <a href="/book">book a move</a> with monsoon packing included; our teams in <a href="/moving-company-karachi">Karachi</a> and Lahore carry extra sheeting throughout the rainy season.</p>`,
    keywords: ["monsoon", "packing tips", "karachi", "lahore"],
    daysAgo: 134,
    comments: [],
  },

  {
    title: "Protecting Electronics During a Move: UPS Batteries, Inverter ACs and More",
    cover: "packing",
    shortDescription: `<p>Modern homes are full of expensive electronics: LED TVs, inverter ACs, UPS systems, computers and smart appliances. Here is how to disconnect, pack and reinstall them safely, and which jobs must be left to a technician.</p>`,
    description: `<h2>Electronics are where most damage claims come from</h2>
<p>A scratched table can be polished. A cracked LED screen or a damaged AC compressor cannot. Electronics need proper preparation before the movers arrive, and some steps should only be done by a trained technician.</p>

<h2>Split and inverter ACs: always pump down first</h2>
<p>An AC must never be removed by simply cutting or unscrewing the pipes. A technician should <strong>pump down the refrigerant</strong> into the outdoor unit before disconnecting. This keeps the gas inside the system, so the AC does not need a refill at the new house and the compressor is protected.</p>
<ul>
<li>Book the technician a day before the move, or ask your mover to arrange one.</li>
<li>Ask for the copper pipe ends to be capped or taped to keep dust and moisture out.</li>
<li>Keep the outdoor unit upright during transport.</li>
<li>Inverter ACs have sensitive control boards. Pad the indoor unit well and keep the remote in a labelled bag.</li>
</ul>

<h2>UPS and inverter batteries</h2>
<p>With load-shedding, almost every home has a UPS or solar inverter with batteries. These need special handling:</p>
<ol>
<li>Switch off the UPS and disconnect the batteries, noting which cable goes where. A phone photo is enough.</li>
<li>Cover the terminals with insulating tape so they cannot short against metal.</li>
<li><strong>Keep lead-acid batteries upright at all times.</strong> Tubular and flooded batteries contain acid that can leak and damage other items.</li>
<li>Carry batteries separately, never inside a box with clothes or furniture.</li>
<li>They are heavy. Lift them with two people or a proper grip.</li>
</ol>

<h2>LED and LCD televisions</h2>
<h3>Use the original box if you have it</h3>
<p>The original packaging is designed for the screen. If you do not have it, wrap the TV in a blanket, then bubble wrap, and place it between two sheets of cardboard.</p>
<h3>Always transport upright</h3>
<p>A flat TV should <em>never</em> be laid flat on its screen or back. Pressure on the panel can crack it even without a visible impact.</p>

<h2>Fridges, freezers and washing machines</h2>
<ul>
<li>Defrost and dry the fridge a day before, and tape the doors shut.</li>
<li>Move fridges upright and let them stand for a few hours before switching on.</li>
<li>Front-load washing machines need transit bolts fitted to lock the drum. Keep them if you still have them.</li>
<li>Drain water from the washing machine hoses and the water dispenser.</li>
</ul>

<h2>Computers and home networks</h2>
<p>Back up your data before the move, in case of any problem. Pack desktop towers upright and well padded, and remove any loose graphics cards if you built the PC yourself. Keep the Wi-Fi router and its adapter in your essentials box so you can reconnect quickly.</p>

<blockquote>Photograph every connection before unplugging it. Future you will be grateful at the new house.</blockquote>

<h2>Let specialists do it</h2>
<p>Our <a href="/electronic-moves">electronics moving service</a> includes AC dismounting and installation with qualified technicians, UPS handling and TV packing. Combine it with our <a href="/house-moving-company">house moving service</a> or <a href="/book">book</a> electronics alone.</p>`,
    keywords: ["electronics", "packing tips", "ac shifting", "load-shedding"],
    daysAgo: 118,
    comments: [
      {
        name: "Sana Javed",
        email: "sana.j@example.com",
        website: "",
        commentText: "The part about keeping UPS batteries upright is so important. A previous mover put ours on its side and the acid ruined a rug. Thank you for explaining the AC pump down properly too.",
        daysAfterPost: 2,
      },
    ],
  },

  {
    title: "Moving with Pets: Keeping Cats, Dogs and Birds Calm and Safe",
    cover: "house",
    shortDescription: `<p>For pets, moving day is loud, confusing and stressful. With some preparation you can keep your cats, dogs, birds and fish safe, and help them settle into the new home faster.</p>`,
    description: `<h2>Pets feel the move before you do</h2>
<p>Boxes appear, furniture disappears and strangers walk in and out. Pets notice all of it. Cats may hide, dogs may become anxious or try to run out of an open gate, and birds can stress easily with noise. A little planning protects them and gives you peace of mind on a busy day.</p>

<h2>Before moving day</h2>
<ul>
<li><strong>Visit the vet.</strong> Make sure vaccinations are up to date and ask for a copy of the records, especially for an intercity or international move.</li>
<li><strong>Get a proper carrier</strong> for cats and small dogs, and let them spend time in it in the days before the move.</li>
<li>Update the contact number on your pet's collar tag.</li>
<li>Keep feeding and walking times as normal as possible.</li>
<li>If your pet gets travel sick, ask the vet for advice well in advance.</li>
</ul>

<h2>On moving day</h2>
<h3>Give them a quiet room</h3>
<p>Choose one room that will be emptied last, put your pet there with water, food, a litter tray or bedding, and a familiar toy. Put a note on the door so the crew knows not to open it.</p>
<h3>Watch the gate</h3>
<p>With the main gate open for hours, dogs can slip out in seconds. Keep them on a leash or in the quiet room, or leave them with a friend or relative for the day.</p>
<h3>Birds and fish</h3>
<p>Cover bird cages with a light cloth to reduce stress, and keep them away from draughts and direct sun. For fish, move them in bags or a small container with tank water, and transport the empty tank separately. <em>Aquariums should never be moved with water or gravel inside</em>, as the weight can crack the glass or the seams.</p>

<h2>Travelling safely</h2>
<ol>
<li><strong>Pets travel with you, never in the truck.</strong> The cargo area of a truck gets dangerously hot, especially in summer.</li>
<li>Keep the car ventilated and never leave a pet alone in a parked car.</li>
<li>On long journeys, such as a motorway move, stop for water and short breaks.</li>
<li>Keep carriers secured so they do not slide during braking.</li>
</ol>

<blockquote>Your furniture can wait in the truck. Your pets should always travel with the family.</blockquote>

<h2>Settling in at the new home</h2>
<p>Set up one room with your pet's familiar things before letting them explore the whole house. Check for gaps in boundary walls, open drains and loose balcony railings. Keep cats indoors for the first couple of weeks so they learn that the new house is home. Dogs benefit from short walks around the new street to learn the smells and sounds.</p>
<p>Find a nearby vet before you need one, and save the number in your phone.</p>

<h2>Need help with an animal move?</h2>
<p>For longer distances or larger animals, our <a href="/pets-and-animals-moves">pets and animals moving service</a> can plan safe transport. Most families combine it with our <a href="/house-moving-company">house shifting service</a> so the whole day is coordinated. <a href="/contact">Get in touch</a> and tell us about your pets.</p>`,
    keywords: ["pets", "house shifting", "intercity moves"],
    daysAgo: 101,
    comments: [],
  },

  {
    title: "Moving During Ramadan and Eid: Plan Early and Ask for Our Eid Slots",
    cover: "eid",
    shortDescription: `<p>Ramadan and Eid holidays are a popular time to shift house, which means crews and vehicles book up quickly. Here is how to plan a move around fasting hours and the Eid rush, and how our seasonal Eid slots work.</p>`,
    description: `<h2>Why so many families move around Eid</h2>
<p>Eid holidays give working families several days off in a row, and relatives are often around to help. Leases frequently end at the start of a month, which can fall close to Eid. The result is predictable: demand for movers rises sharply in the last ten days of Ramadan and around Eid, and <em>the best slots go first</em>.</p>

<h2>Moving while fasting</h2>
<p>Moving is physical work, and both your family and the crew may be fasting. A few adjustments make a big difference:</p>
<ul>
<li><strong>Start early in the morning</strong>, when energy is highest after sehri.</li>
<li>Aim to finish loading and unloading well before iftar, so nobody is rushing on the road at sunset.</li>
<li>Keep dates and water ready near iftar time in case the work runs late.</li>
<li>Break packing into small daily sessions over the two weeks before, rather than one exhausting day.</li>
</ul>

<h2>Timing around Eid</h2>
<h3>Before Eid</h3>
<p>The last week of Ramadan is usually the busiest. Markets are crowded, traffic is heavy in the evenings, and everyone is in a hurry. If you must move then, book as early as possible and choose a morning slot.</p>
<h3>During the Eid holidays</h3>
<p>Roads are often quieter on Eid days themselves, which makes moving surprisingly smooth. However, many labourers travel to their home towns, so availability is limited. This is exactly why we plan dedicated Eid slots in advance.</p>
<h3>Eid ul Adha</h3>
<p>Around Eid ul Adha, streets in many neighbourhoods have sacrificial animals, cattle markets and temporary stalls. Large trucks can struggle to get through. Tell us about your area so we can plan the vehicle size and parking.</p>

<h2>Our Eid slots and seasonal deals</h2>
<p>Every year we keep a limited number of crews and vehicles available for the Eid period in Lahore, Karachi and Islamabad. When you call or <a href="/book">book online</a>, simply <strong>ask for our Eid slots</strong>. Seasonal offers depend on the city, the date and the size of the move, so our team will explain what is available for your booking. There are no hidden conditions: everything is confirmed in your written quote.</p>

<blockquote>The families who have the easiest Eid moves are the ones who booked before Ramadan started.</blockquote>

<h2>A simple Ramadan moving plan</h2>
<ol>
<li><strong>Before Ramadan:</strong> get a survey and reserve your date.</li>
<li><strong>First two weeks:</strong> sort, donate and pack non-essentials. Ramadan is a good time to give away what you no longer need.</li>
<li><strong>Third week:</strong> arrange utility transfers and confirm building permissions.</li>
<li><strong>Moving day:</strong> early start, short breaks, finish before iftar.</li>
<li><strong>After the move:</strong> unpack the kitchen first so sehri is possible on the first night.</li>
</ol>

<h2>A word about the crew</h2>
<p>Our crews work hard through Ramadan, and a little consideration goes a long way. Keeping the house ready on time, having boxes packed and labelled, and agreeing the finish time in advance helps everyone finish the day before iftar with no rush and no damage.</p>

<h2>Book early</h2>
<p>Whether you are moving across town or between cities, our teams in <a href="/moving-company-lahore">Lahore</a>, <a href="/moving-company-karachi">Karachi</a> and <a href="/moving-company-islamabad">Islamabad</a> are ready. <a href="/contact">Contact us</a> early and ask about Eid availability.</p>`,
    keywords: ["eid deals", "ramadan", "house shifting", "lahore", "karachi"],
    daysAgo: 83,
    comments: [
      {
        name: "Imran Sheikh",
        email: "imran.sheikh@example.com",
        website: "",
        commentText: "Can confirm, we moved on the second day of Eid and the roads in Karachi were empty. Booked three weeks before Ramadan and got a morning slot. Very smooth.",
        daysAfterPost: 7,
      },
    ],
  },

  {
    title: "Relocating Abroad from Pakistan: Customs, Inventory Lists and What Not to Ship",
    cover: "route",
    shortDescription: `<p>An international move involves paperwork, customs and destination rules as much as packing. Here is a practical overview of shipping household goods from Pakistan, from inventory lists to items you should leave behind.</p>`,
    description: `<h2>Start earlier than you think</h2>
<p>Whether you are moving to the Gulf, the UK, Canada or elsewhere, an international relocation takes more time than a local move. Sea freight can take weeks, and paperwork must be ready before your goods leave. Ideally, start planning two to three months before your flight.</p>

<h2>Sea freight or air freight?</h2>
<ul>
<li><strong>Sea freight</strong> suits most household moves. It is slower, but far more economical for furniture and large volumes. Goods usually leave through Karachi.</li>
<li><strong>Air freight</strong> suits a small volume of items you need quickly, such as clothes, documents and a few personal things.</li>
<li>Many families combine both: a small air shipment for the first weeks and a sea shipment for everything else.</li>
</ul>

<h2>Documents you will typically need</h2>
<p>Requirements depend on the destination country and your visa type, so always confirm with your mover and the destination authorities. Commonly requested documents include:</p>
<ol>
<li>Copies of your passport and visa or residence permit.</li>
<li>A copy of your CNIC or NICOP.</li>
<li>A detailed <strong>inventory list</strong> of everything in the shipment.</li>
<li>Proof of address at the destination, if available.</li>
<li>Any permissions needed for special items.</li>
</ol>

<h2>How to make a good inventory list</h2>
<p>Customs officers at both ends rely on the inventory. A vague list such as "household items" causes delays. Instead:</p>
<ul>
<li>Number every box and list its contents clearly, for example "Box 14: kitchen, pots and pans".</li>
<li>List furniture and appliances separately with brief descriptions.</li>
<li>Mark high-value items and keep purchase receipts where you have them.</li>
<li>Keep one copy with you and share one with your mover.</li>
</ul>

<h2>What not to ship</h2>
<h3>Items that are generally not allowed</h3>
<ul>
<li>Flammable and hazardous items: gas cylinders, kerosene, paint, aerosols, matches and cleaning chemicals.</li>
<li>Loose batteries, including UPS batteries.</li>
<li>Cash, jewellery and important documents. Carry these yourself.</li>
<li>Weapons and ammunition.</li>
</ul>
<h3>Items restricted by many destination countries</h3>
<ul>
<li>Food items, spices, seeds and plants. Some countries have very strict biosecurity rules.</li>
<li>Untreated wooden items, cane furniture and items with soil on them.</li>
<li>Medicines beyond personal use, and certain prescription drugs.</li>
<li>Antiques and artefacts, which may need permission to leave Pakistan.</li>
</ul>
<p><em>Always check the latest rules for your destination. They change, and they differ widely between countries.</em></p>

<blockquote>Customs problems are rarely about what you ship. They are usually about what you failed to declare clearly.</blockquote>

<h2>Plan your last weeks in Pakistan</h2>
<p>Decide early what you will sell, what stays with family and what you will ship. Heavy, low-value furniture often costs more to ship than to replace abroad, while carpets, family items and good quality wooden pieces are usually worth taking. Keep a small suitcase of essentials aside so it does not end up in the container by mistake.</p>

<h2>Packing for a long journey</h2>
<p>Export packing is stronger than local packing. Furniture is wrapped in multiple layers, fragile items are crated, and everything is packed to survive humidity and several handling points. Clean outdoor furniture and shoes thoroughly, since soil can cause inspection issues at the destination.</p>

<h2>Let us guide you</h2>
<p>Our <a href="/international-moves">international moves service</a> handles export packing, documentation support and coordination with shipping partners. Start with a survey through our <a href="/book">booking page</a>, or <a href="/contact">contact us</a> with your destination and timeline.</p>`,
    keywords: ["international moves", "customs", "packing tips", "checklist"],
    daysAgo: 64,
    comments: [],
  },

  {
    title: "Storage Between Homes: Keeping Your Belongings Safe When Dates Do Not Match",
    cover: "boxes",
    shortDescription: `<p>Your old lease ends on the first, but the new house will not be ready until the twentieth. Storage bridges the gap. Here is how to pack, label and store household items safely for a few weeks or a few months.</p>`,
    description: `<h2>When do you need storage?</h2>
<p>Storage is often the answer when dates do not line up. Common situations include:</p>
<ul>
<li>A house sale completing before the new house is ready.</li>
<li>Renovation or construction work at the new home.</li>
<li>A job transfer abroad or to another city, with family following later.</li>
<li>Downsizing, when furniture needs to be kept for children or relatives.</li>
</ul>

<h2>Choosing a storage space</h2>
<p>A spare room at a relative's house can work for a few weeks. For longer periods, or for a full house of furniture, a proper storage facility is safer. Ask these questions before you decide:</p>
<ol>
<li><strong>Is it dry?</strong> Damp is the biggest enemy of furniture, clothes and papers, especially in the monsoon.</li>
<li><strong>Is it raised off the floor?</strong> Items should sit on pallets or platforms, not directly on concrete.</li>
<li><strong>How is it protected against pests?</strong> Termites and rodents can cause serious damage to wooden furniture and boxes.</li>
<li><strong>Who has access?</strong> Make sure there is security and a record of who enters.</li>
<li><strong>How do you retrieve items?</strong> Check how much notice is needed to take out a single box.</li>
</ol>

<h2>Packing for storage</h2>
<h3>Clean and dry everything</h3>
<p>Wash and fully dry clothes and linen before packing. Clean the fridge and leave its door slightly open in storage to avoid smells. Wipe down wooden furniture.</p>
<h3>Use good boxes and consistent sizes</h3>
<p>Boxes of similar size stack neatly and safely. Avoid overfilling, which crushes the boxes below, and avoid underfilling, which makes them collapse.</p>
<h3>Wrap furniture properly</h3>
<p>Use blankets or furniture covers that breathe. Stretch film on its own can trap moisture over long periods. Dismantle beds and tables where possible.</p>
<h3>Keep mattresses and sofas covered</h3>
<p>Use fitted covers to keep dust and insects out, and store mattresses flat or supported so they do not bend.</p>

<h2>Label and list everything</h2>
<p>This is where most people cut corners and later regret it. Number every box, write the room and main contents on two sides, and keep a simple list on your phone. Put boxes you might need during the storage period, such as winter clothes or school books, near the front.</p>

<blockquote>The best storage is the one where you can find the box you need in five minutes.</blockquote>

<h2>Check on your things</h2>
<p>If storage runs longer than a month or two, arrange a visit to check the condition of your furniture and boxes, especially after heavy rain. A quick look for dampness, pests or crushed boxes lets you deal with small problems before they become big ones. <em>Storage is not a place to forget about your belongings; it is a place to keep them safe until you need them.</em></p>

<h2>Things that should not go into storage</h2>
<ul>
<li>Food, including rice, flour and spices, which attract pests.</li>
<li>Gas cylinders, fuel and chemicals.</li>
<li>Plants.</li>
<li>Jewellery, cash and important documents.</li>
</ul>

<h2>Moving, storage and delivery in one plan</h2>
<p>With our <a href="/storage-boxes-moves">storage and boxes service</a>, we pack your house, keep everything in storage, and deliver it to the new home when you are ready. It works well with our <a href="/house-moving-company">house moving</a> and <a href="/furniture-move">furniture moving</a> services. <a href="/book">Book a survey</a> and tell us your dates.</p>`,
    keywords: ["storage", "house shifting", "islamabad", "karachi"],
    daysAgo: 42,
    comments: [],
  },

  {
    title: "How to Read a Moving Quote and Avoid Hidden Charges",
    cover: "packing",
    shortDescription: `<p>Two quotes for the same move can look very different. Here is how to read a moving quote line by line, what should be included, and which questions to ask so there are no surprises on moving day.</p>`,
    description: `<h2>Why quotes vary so much</h2>
<p>Most disputes on moving day are not about broken items. They are about money: a charge nobody mentioned, a second trip nobody planned, or an extra hour of waiting. Nearly all of this can be avoided by getting a clear written quote and reading it carefully before you agree.</p>

<h2>Start with a proper survey</h2>
<p>A quote based on a phone call and a rough description is a guess. Ask for an in-person survey or a video walk-through of every room, including the store room, the roof and the garage. Mention anything unusual: a piano, an iron safe, a heavy marble table, or a staircase with no lift.</p>

<h2>What a good quote should show</h2>
<ul>
<li><strong>Vehicle type and number of trips</strong>, for example one Mazda truck or two Shehzore trips.</li>
<li><strong>Team size</strong>, including a supervisor.</li>
<li><strong>Packing</strong>: whether full packing, partial packing, or loading only.</li>
<li><strong>Materials</strong>: boxes, bubble wrap, stretch film, blankets.</li>
<li><strong>Dismantling and reassembly</strong> of beds, wardrobes and workstations.</li>
<li><strong>Appliance services</strong> such as AC dismounting and installation.</li>
<li><strong>Transit protection or insurance</strong>, and what it covers.</li>
<li><strong>Date, start time and payment terms.</strong></li>
<li><strong>Any seasonal offer</strong>, such as an Eid slot, with its conditions written out clearly.</li>
</ul>

<h2>Where hidden charges usually appear</h2>
<h3>Stairs and long carries</h3>
<p>If the vehicle cannot park near the door, or the lift is not usable, the crew may have to carry everything a long way. Make sure the quote already accounts for floors and distance.</p>
<h3>Waiting time</h3>
<p>If the new house keys are not ready or the building NOC is missing, the crew waits. Ask how waiting is handled, and avoid it by preparing in advance.</p>
<h3>Extra items</h3>
<p>Things added on the day that were not in the survey will naturally need more time or space. Tell the mover about changes before the day.</p>
<h3>Fuel, tolls and intercity costs</h3>
<p>For intercity moves, confirm whether motorway tolls, fuel and crew travel are included.</p>
<h3>Technician and third-party work</h3>
<p>AC technicians, carpenters and electricians may be charged separately. Ask.</p>

<blockquote>A good quote answers your questions before you ask them. If something is unclear, ask for it in writing.</blockquote>

<h2>Questions to ask before you sign</h2>
<ol>
<li>Is this price fixed, or can it change on the day? If so, under what conditions?</li>
<li>What is not included?</li>
<li>How are damages reported and resolved?</li>
<li>What is the advance, and when is the balance due?</li>
<li>Who is the supervisor on the day, and what is their number?</li>
</ol>

<h2>Compare like with like</h2>
<p>A lower quote is not cheaper if it excludes packing material or assumes two fewer crew members. Put quotes side by side and compare each line, <em>not just the total</em>. Also look at what each company asked during the survey: a mover who asked detailed questions is usually quoting more accurately.</p>

<h2>Our approach</h2>
<p>At Manzil Packers &amp; Movers, we survey before we quote, list what is included and excluded, and confirm everything in writing. Whether it is a <a href="/house-moving-company">house move</a>, an <a href="/office-relocations">office relocation</a> or a single <a href="/shehzore-mazda-for-rent">Shehzore rental</a>, you will know the full picture before the truck arrives. <a href="/book">Request your quote</a>.</p>`,
    keywords: ["moving costs", "quotes", "hidden charges", "eid deals"],
    daysAgo: 21,
    comments: [
      {
        name: "Zainab Raza",
        email: "zainab.raza@example.com",
        website: "",
        commentText: "The stairs point is so true. Our previous mover added a big charge on the day because our flat was on the fourth floor with no lift, even though they had seen the building. Always get it in writing.",
        daysAfterPost: 4,
      },
    ],
  },

  {
    title: "Settling In After the Move: Your First Two Weeks in a New Home",
    cover: "house",
    shortDescription: `<p>The truck has left and the boxes are inside. Now comes the part nobody plans for: utilities, paperwork, unpacking and getting the family comfortable. Here is a simple plan for your first two weeks.</p>`,
    description: `<h2>The first night</h2>
<p>After a long moving day, aim for just three things: beds made, a working bathroom, and a way to make tea. Open your essentials box, assemble the beds first, and leave the rest for tomorrow. Trying to unpack everything on the first night only leads to exhaustion and misplaced items.</p>

<h2>Days one to three: the basics</h2>
<h3>Check utilities</h3>
<ul>
<li><strong>Electricity:</strong> note the meter reading on the day you move in, and keep a photo. Check the main breaker and any UPS or solar connections.</li>
<li><strong>Gas:</strong> check the connection for leaks with soapy water before using the stove or geyser. If you smell gas, open windows and call a technician.</li>
<li><strong>Water:</strong> check the overhead tank, the motor and the taps. Arrange tank cleaning if you are unsure when it was last done.</li>
<li><strong>Internet:</strong> if you requested a transfer or new connection before the move, follow up on the installation date.</li>
</ul>
<h3>Unpack in the right order</h3>
<ol>
<li>Kitchen essentials and the fridge.</li>
<li>Bedrooms and children's things.</li>
<li>Bathrooms.</li>
<li>Drawing room and dining area.</li>
<li>Store room, books and decorative items last.</li>
</ol>

<h2>The first week: paperwork and safety</h2>
<ul>
<li>Transfer or open utility accounts in your name, or confirm with the landlord whose name the bills are in.</li>
<li>Update your address with your bank, employer, children's school and any delivery apps.</li>
<li>If you are a tenant, complete the <strong>tenant registration</strong> with the local police where it is required. Landlords usually help with this.</li>
<li>Change or rekey locks if the house was previously occupied. <em>You do not know how many copies of the old keys exist.</em></li>
<li>Check fire safety: test any smoke alarms and keep a small fire extinguisher in the kitchen.</li>
</ul>

<h2>The second week: making it home</h2>
<p>Once the boxes are gone, walk through each room and note what is missing: curtain rods, lights, hooks, a shoe rack. Make one trip to the market with a complete list instead of five small trips.</p>
<p>Meet your neighbours and the chowkidar, find the nearest pharmacy, clinic and grocery store, and learn the timings of the local mosque and market. These small things make a new neighbourhood feel familiar.</p>

<blockquote>A house becomes a home when you stop searching for things. Unpack with purpose and it happens faster.</blockquote>

<h2>Check your belongings</h2>
<p>Go through furniture and appliances within the first few days and note any issue. If something was damaged, report it to your mover promptly with photos. At Manzil, we ask customers to share any concern with our team as soon as possible so we can resolve it.</p>

<h2>Still have things to bring?</h2>
<p>If items are in storage or still at the old house, we can deliver them whenever you are ready through our <a href="/storage-boxes-moves">storage service</a> or a single <a href="/furniture-move">furniture move</a>. Our <a href="/moving-company-islamabad">Islamabad</a>, <a href="/moving-company-lahore">Lahore</a> and <a href="/moving-company-karachi">Karachi</a> teams are a phone call away. <a href="/contact">Contact us</a> anytime.</p>`,
    keywords: ["settling in", "checklist", "house shifting", "islamabad"],
    daysAgo: 6,
    comments: [],
  },
];
