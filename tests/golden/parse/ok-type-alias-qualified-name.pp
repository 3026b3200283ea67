type My::Qualified::Name = Integer
